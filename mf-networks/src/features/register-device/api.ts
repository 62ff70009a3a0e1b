import { platformApi, type ApiError } from '@beacon/shared';
import type { CreateDeviceBody, Device, ScannerSession } from '@beacon/shared/contract';

export interface StartScannerArgs {
  accountId: string;
  networkId: string;
}

export interface AccountDeviceArgs {
  accountId: string;
  deviceId: string;
}

export interface RegisterDeviceArgs {
  accountId: string;
  body: CreateDeviceBody;
}

const accountPath = (accountId: string) => `/v1/accounts/${encodeURIComponent(accountId)}`;

/**
 * The Register Device card (customer-console.md §7): the scanner session, and the device get and
 * create calls of Manual Entry. All silent: the card shows the spec's own toasts.
 */
export const registerDeviceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    startScannerSession: build.mutation<ScannerSession, StartScannerArgs>({
      query: ({ accountId, networkId }) => ({
        url: `${accountPath(accountId)}/dscb`,
        method: 'POST',
        body: { network_id: networkId },
      }),
      extraOptions: { silent: true },
    }),
    /**
     * Whether the device is already in the account: 404 when it is not. A one-off check, always
     * fetched afresh, so it provides no tags (registering must not refetch it).
     */
    findAccountDevice: build.query<Device, AccountDeviceArgs>({
      query: ({ accountId, deviceId }) => `${accountPath(accountId)}/devices/${encodeURIComponent(deviceId)}`,
      extraOptions: { silent: true },
    }),
    registerDevice: build.mutation<Device, RegisterDeviceArgs>({
      query: ({ accountId, body }) => ({ url: `${accountPath(accountId)}/devices`, method: 'POST', body }),
      // The network's device count and every device list change.
      invalidatesTags: ['Device', 'Network'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useStartScannerSessionMutation, useLazyFindAccountDeviceQuery, useRegisterDeviceMutation } =
  registerDeviceApi;

/** A query's or `unwrap()`'s failure as an `ApiError` (a `SerializedError` is a client-side failure). */
export function asApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) return error as ApiError;
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return { status: 'PARSE_ERROR', message };
}

/** 401 signs the user out and 429 has its own toast (both from the base query): no second toast. */
export function needsErrorToast(error: ApiError): boolean {
  return error.status !== 401 && error.status !== 429;
}
