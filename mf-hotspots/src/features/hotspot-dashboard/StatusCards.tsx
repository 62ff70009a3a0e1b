import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import theme from 'antd/es/theme';
import { summaryStatusCounts } from '@beacon/shared';
import { NumberStatistic } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import type { StatusExplorerAnswer } from '../../components/statusExplorerApi.ts';

export interface StatusCardsProps {
  /** The explorer's summary; undefined while it loads (or when it failed). */
  summary: StatusExplorerAnswer | undefined;
  loading: boolean;
}

/**
 * Total, Online and Offline (the summary's `total` and `status_counts`), with green and red accents, and
 * Unknown (the rest, by the contract's `summaryStatusCounts`) when there are any.
 */
export function StatusCards({ summary, loading }: StatusCardsProps) {
  const { t } = useTranslation('hotspots');
  const { token } = theme.useToken();
  const counts = summary && summaryStatusCounts(summary.total, summary.status_counts);
  const cards = [
    { key: 'total', title: t('dashboard.cards.total', 'Total'), value: counts?.total, accent: token.colorPrimary },
    {
      key: 'online',
      title: t('dashboard.cards.online', 'Online'),
      value: counts?.online,
      accent: token.colorSuccessText,
    },
    {
      key: 'offline',
      title: t('dashboard.cards.offline', 'Offline'),
      value: counts?.offline,
      accent: token.colorErrorText,
    },
    ...(counts?.unknown
      ? [
          {
            key: 'unknown',
            title: t('dashboard.cards.unknown', 'Unknown'),
            value: counts.unknown,
            accent: token.colorTextTertiary,
          },
        ]
      : []),
  ];
  return (
    <Row gutter={[12, 12]} data-testid="hotspot-status-cards" aria-busy={loading}>
      {cards.map(({ key, title, value, accent }) => (
        <Col key={key} xs={12} sm={24 / cards.length}>
          <Card size="small" data-card={key} style={{ borderTop: `3px solid ${accent}` }}>
            <NumberStatistic
              title={title}
              value={value ?? '–'}
              loading={loading}
              // The accent is a dot and the card's edge: green text on white would fail WCAG contrast.
              prefix={
                <span
                  aria-hidden
                  style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: accent }}
                />
              }
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
