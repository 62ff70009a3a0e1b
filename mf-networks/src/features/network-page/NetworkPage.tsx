import { useSession } from '@beacon/shared';
import { PageFrame } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { RegisterDeviceCard } from '../register-device/RegisterDeviceCard.tsx';
import { asApiError, useGetNetworkDetailQuery } from './api.ts';
import { NetworkSummary } from './NetworkSummary.tsx';
import { NOT_FOUND_PATH, useNetworkInOtherAccounts } from './useNetworkInOtherAccounts.ts';
import { useIntegrationPage, useNetworkTabs } from './useNetworkTabs.tsx';

/**
 * Route `/networks/{networkId}/*`: the network page frame. Header summary and the Register Device
 * card above tabs that each have their own URL (Events is the default child); the page title is
 * "{tab} · {network name}". A network that is not in the selected account is looked for in the
 * user's other accounts.
 */
export default function NetworkPage() {
  const { t } = useTranslation('networks');
  const { networkId = '', '*': rest = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { accountId } = useSession();
  const tabs = useNetworkTabs();
  const integrationPage = useIntegrationPage(rest);
  const active = tabs.find((tab) => tab.key === rest.replace(/\/$/, '')) ?? integrationPage;
  const {
    currentData: network,
    error,
    isFetching,
    refetch,
  } = useGetNetworkDetailQuery(active && accountId ? { accountId, networkId } : skipToken);
  const loadError = error && !network ? asApiError(error) : undefined;
  const lookingElsewhere = useNetworkInOtherAccounts(networkId, loadError);

  if (!active) return <Navigate to={NOT_FOUND_PATH} replace />;

  if (!network || !accountId) {
    return (
      <PageFrame title={active.title}>
        {loadError && !lookingElsewhere ? (
          <Result
            status="error"
            title={t('network.load.failed', 'The network could not be loaded')}
            subTitle={loadError.message}
            extra={
              <Button type="primary" onClick={() => void refetch()} loading={isFetching}>
                {t('network.load.retry', 'Retry')}
              </Button>
            }
          />
        ) : (
          <div role="status" aria-label={t('network.loading', 'Loading network')}>
            <Skeleton active />
          </div>
        )}
      </PageFrame>
    );
  }

  // Tabs keep the selected account in the URL (a shared link opens in it); filters belong to one tab.
  const account = searchParams.get('account');
  const tabPath = (key: string) =>
    `/networks/${encodeURIComponent(networkId)}${key ? `/${key}` : ''}${
      account ? `?account=${encodeURIComponent(account)}` : ''
    }`;

  return (
    <PageFrame title={`${active.title} · ${network.name}`}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <NetworkSummary network={network} />
        </Col>
        <Col xs={24} lg={12}>
          <RegisterDeviceCard key={network.network_id} accountId={accountId} network={network} />
        </Col>
      </Row>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(tabPath(key))}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      {active.content({ accountId, network, onDeleted: () => void navigate('/') })}
    </PageFrame>
  );
}
