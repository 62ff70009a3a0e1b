import { buildPath, ENDPOINT_PATHS, platformApi, silentMutation } from '@beacon/shared';
import type { BodyOf, ResponseOf } from '@beacon/shared/contract';
import { networkParams, SILENT, type NetworkArgs } from '../../components/networkApi.ts';

const list = ENDPOINT_PATHS.listIntegrations;
const create = ENDPOINT_PATHS.createIntegration;
const update = ENDPOINT_PATHS.updateIntegration;
const remove = ENDPOINT_PATHS.deleteIntegration;

export interface CreateIntegrationArgs extends NetworkArgs {
  body: BodyOf<typeof create>;
}

export interface UpdateIntegrationArgs extends NetworkArgs {
  configId: string;
  body: BodyOf<typeof update>;
}

export interface RemoveIntegrationArgs extends NetworkArgs {
  configId: string;
}

const integrationParams = ({ configId, ...args }: RemoveIntegrationArgs) => ({
  ...networkParams(args),
  config_id: configId,
});

/** A webhook adds, replaces or removes routes of the network: its route list is read again too. */
const CHANGED = ['Integration', 'Route', 'Network'] as const;

/** The Integrations tab and its add/edit pages (customer-console.md §7; create and update: docs/decisions.md). */
export const integrationsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    listNetworkIntegrations: build.query<ResponseOf<typeof list>['integrations'], NetworkArgs>({
      query: (args) => buildPath(list, networkParams(args)),
      transformResponse: (response: ResponseOf<typeof list>) => response.integrations,
      providesTags: ['Integration'],
      extraOptions: SILENT,
    }),
    createNetworkIntegration: build.mutation<ResponseOf<typeof create>, CreateIntegrationArgs>(
      silentMutation(create, networkParams, { invalidates: CHANGED }),
    ),
    updateNetworkIntegration: build.mutation<ResponseOf<typeof update>, UpdateIntegrationArgs>(
      silentMutation(update, integrationParams, { invalidates: CHANGED }),
    ),
    removeNetworkIntegration: build.mutation<ResponseOf<typeof remove>, RemoveIntegrationArgs>(
      silentMutation(remove, integrationParams, { invalidates: CHANGED }),
    ),
  }),
});

export const {
  useListNetworkIntegrationsQuery,
  useCreateNetworkIntegrationMutation,
  useUpdateNetworkIntegrationMutation,
  useRemoveNetworkIntegrationMutation,
} = integrationsApi;
