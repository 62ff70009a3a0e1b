import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { StatusExplorerAnswer } from '../../components/statusExplorerApi.ts';

export interface StatusCardsProps {
  /** The explorer's summary; undefined while it loads (or when it failed). */
  summary: StatusExplorerAnswer | undefined;
  loading: boolean;
}

/** Total, Online and Offline (the summary's `total` and `status_counts`), with green and red accents. */
export function StatusCards({ summary, loading }: StatusCardsProps) {
  const { t } = useTranslation('hotspots');
  const { token } = theme.useToken();
  const cards = [
    { key: 'total', title: t('dashboard.cards.total', 'Total'), value: summary?.total, accent: token.colorPrimary },
    {
      key: 'online',
      title: t('dashboard.cards.online', 'Online'),
      value: summary?.status_counts.online,
      accent: token.colorSuccessText,
    },
    {
      key: 'offline',
      title: t('dashboard.cards.offline', 'Offline'),
      value: summary?.status_counts.offline,
      accent: token.colorErrorText,
    },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(({ key, title, value, accent }) => (
        <Col key={key} span={8}>
          <Card size="small" data-card={key} style={{ borderTop: `3px solid ${accent}` }}>
            <Statistic
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
