// Through the package's own entry: the store and platformApi are shared singletons, not bundled copies.
import { buildPath, ENDPOINT_PATHS, platformApi, type AppDispatch } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import type { ExportPage } from './exportRows.ts';

const OPERATIONS = { exploreLog: ENDPOINT_PATHS.exploreLog, exploreDevices: ENDPOINT_PATHS.exploreDevices } as const;
export type ExplorerOperation = keyof typeof OPERATIONS;
/** An explorer's request body: its filters, sort and page. */
export type ExplorerBody<O extends ExplorerOperation> = BodyOf<(typeof OPERATIONS)[O]>;
type Row<O extends ExplorerOperation> = ResponseOf<(typeof OPERATIONS)[O]>['results'][number];

interface ExplorerPageArgs {
  operation: ExplorerOperation;
  accountId: string;
  body: unknown;
}

/**
 * One explorer page for an export: a mutation called untracked, so no page stays in the store (the
 * cache would otherwise hold the whole selection). Silent: the export shows its own failure.
 */
const exportApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    explorerExportPage: build.mutation<ExportPage<unknown>, ExplorerPageArgs>({
      query: ({ operation, accountId, body }) => ({
        url: buildPath(OPERATIONS[operation], { account: accountId }),
        method: OPERATIONS[operation].method,
        body,
      }),
      extraOptions: { silent: true },
    }),
  }),
});

/**
 * `fetchPage` for `exportRows` over an explorer: the body's filters and sort, paged `pageSize` at a time.
 * Cancelling aborts the request in flight.
 */
export function explorerPages<O extends ExplorerOperation>(
  dispatch: AppDispatch,
  operation: O,
  accountId: string,
  body: Omit<ExplorerBody<O>, 'pagination'>,
): (page: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage<Row<O>>> {
  return async (page, pageSize, signal) => {
    const request = dispatch(
      exportApi.endpoints.explorerExportPage.initiate(
        { operation, accountId, body: { ...body, pagination: { page, page_size: pageSize } } },
        { track: false },
      ),
    );
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    try {
      return (await request.unwrap()) as ExportPage<Row<O>>;
    } finally {
      signal.removeEventListener('abort', abort);
    }
  };
}
