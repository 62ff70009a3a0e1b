import { HOME_PATH, LazyBoundary, networkPath, toApiError, useRememberRecent, useSession } from '@beacon/shared';
import type { Network } from '@beacon/shared/contract';
import { PageFrame, LoadFailureResult } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchRoutes,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
  type RouteObject,
} from '@beacon/shared/router';
import { useNetworkPagePath, type NetworkPageOutlet } from '../../components/networkPageContext.ts';
import { isNotInAccount, useGetNetworkDetailQuery } from './api.ts';
import { useDevicesTabPreload } from './useDevicesTabPreload.ts';
import { NetworkSummary } from './NetworkSummary.tsx';
import { useNetworkInOtherAccounts } from './useNetworkInOtherAccounts.ts';
import { useNetworkPageTitle, useNetworkTabs, type NetworkPageHandle } from './useNetworkTabs.tsx';

/**
 * `?register=1` shows the Register Device card on Manual Entry with its field focused (the palette's
 * Register device in a network); choosing another tab of the card removes it.
 */
export const REGISTER_PARAM = 'register';

/** The height of antd's tab bar (Tabs' nav: a 22 px line and 12 px above and below), for the skeleton. */
const TAB_BAR_HEIGHT = 46;

/** What the page hands the Register Device card beside its summary. */
export interface RegisterCardProps {
  accountId: string;
  network: Network;
  /** The page's `?register=1`: Manual Entry, its field focused. */
  manualEntry: boolean;
  /** The user chose a tab of the card. */
  onTabChange: () => void;
}

export interface NetworkPageProps {
  /** This layout route's children (App.tsx): the matched one's handle selects the tab and the title. */
  pages: RouteObject[];
  /** The Register Device card, a feature of its own that the route tree (App.tsx) puts in the frame. */
  registerCard: (props: RegisterCardProps) => ReactNode;
  /** What stands in the card's place while the network loads. */
  registerCardSkeleton: ReactNode;
}

/** The handle of the child route that matches the URL, if any (an unknown tab has none). */
function useMatchedPage(pages: RouteObject[]): NetworkPageHandle | undefined {
  const { pathname } = useLocation();
  const networkPath = useResolvedPath('.').pathname;
  const leaf = matchRoutes(pages, pathname, networkPath)?.at(-1);
  return leaf?.route.handle as NetworkPageHandle | undefined;
}

/**
 * The layout route `{networkId}`: the network page frame. Header summary and the Register Device
 * card above tabs that are child routes, each with its own URL (Events is the index); the page title
 * is "{page} · {network name}". A network that is not in the selected account is looked for in the
 * user's other accounts. An unknown tab goes to the not-found page without loading the network.
 */
export function NetworkPage({ pages, registerCard, registerCardSkeleton }: NetworkPageProps) {
  const { t } = useTranslation('networks');
  const { networkId = '' } = useParams();
  const navigate = useNavigate();
  const { accountId } = useSession();
  const tabs = useNetworkTabs();
  const page = useMatchedPage(pages);
  const title = useNetworkPageTitle(page?.page);
  const pagePath = useNetworkPagePath(networkId);
  const { currentData, error, isFetching, refetch } = useGetNetworkDetailQuery(
    page && accountId ? { accountId, networkId } : skipToken,
  );
  const apiError = error ? toApiError(error) : undefined;
  // A network the server no longer has in this account (deleted, or moved) is never shown from the
  // cache: RTK Query keeps the last data beside a failed refetch (Back after a delete).
  const network = apiError && isNotInAccount(apiError) ? undefined : currentData;
  const loadError = network ? undefined : apiError;
  const lookingElsewhere = useNetworkInOtherAccounts(networkId, loadError);
  const [searchParams, setSearchParams] = useSearchParams();
  const registerRequested = searchParams.get(REGISTER_PARAM) === '1';
  useRememberRecent(
    network && {
      kind: 'network',
      id: network.network_id,
      title: network.name,
      subtitle: network.network_id,
      href: networkPath(network.network_id),
    },
  );
  useDevicesTabPreload(page?.tab, accountId, networkId, Boolean(network));

  // The unknown-tab child route sends the user to the not-found page.
  if (!page) return <Outlet />;

  if (!network || !accountId) {
    return (
      <PageFrame title={title}>
        {loadError && !lookingElsewhere ? (
          <LoadFailureResult
            title={t('network.load.failed', 'The network could not be loaded')}
            error={loadError}
            retryLabel={t('network.load.retry', 'Retry')}
            query={{ isFetching, refetch }}
          />
        ) : (
          // The page's layout (the two cards, the tab bar, the tab), so the page comes in its place.
          <Flex vertical gap="middle" role="status" aria-label={t('network.loading', 'Loading network')}>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={12}>
                <NetworkSummary network={undefined} />
              </Col>
              <Col xs={24} lg={12}>
                {registerCardSkeleton}
              </Col>
            </Row>
            <Flex align="center" style={{ height: TAB_BAR_HEIGHT, marginBottom: 16 }}>
              <Skeleton active title={{ width: '50%' }} paragraph={false} />
            </Flex>
            <Skeleton active />
          </Flex>
        )}
      </PageFrame>
    );
  }

  const outlet: NetworkPageOutlet = { accountId, network, onDeleted: () => void navigate(HOME_PATH) };
  return (
    <PageFrame title={`${title} · ${network.name}`}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <NetworkSummary network={network} />
        </Col>
        <Col xs={24} lg={12}>
          <Fragment key={network.network_id}>
            {registerCard({
              accountId,
              network,
              manualEntry: registerRequested,
              onTabChange: () =>
                registerRequested &&
                setSearchParams(
                  (params) => {
                    params.delete(REGISTER_PARAM);
                    return params;
                  },
                  { replace: true },
                ),
            })}
          </Fragment>
        </Col>
      </Row>
      <Tabs
        activeKey={page.tab}
        onChange={(key) => void navigate(pagePath(key))}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      {/* A page whose code is its own chunk shows a skeleton while it loads (the frame stays). */}
      <LazyBoundary fallback={<Skeleton active />}>
        <Outlet context={outlet} />
      </LazyBoundary>
    </PageFrame>
  );
}
