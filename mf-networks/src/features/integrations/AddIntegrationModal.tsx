import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@beacon/shared/router';
import { offeredTypes } from './integrationForm.ts';
import { integrationTypeDescription, integrationTypeLabel } from './integrationText.ts';
import { useIntegrationPaths } from './useIntegrationPaths.ts';
import { useProductionHost } from './useProductionHost.ts';

export interface AddIntegrationModalProps {
  networkId: string;
  open: boolean;
  onClose: () => void;
}

/** "Add New Integration": one card per type (Tago hidden on the production console host). */
export function AddIntegrationModal({ networkId, open, onClose }: AddIntegrationModalProps) {
  const { t } = useTranslation('networks');
  const navigate = useNavigate();
  const paths = useIntegrationPaths(networkId);
  const types = offeredTypes(useProductionHost());
  return (
    <Modal
      open={open}
      title={t('integrations.add.title', 'Add New Integration')}
      onCancel={onClose}
      footer={null}
      width={820}
    >
      <Row gutter={[16, 16]}>
        {types.map((type) => {
          const label = integrationTypeLabel(t, type);
          return (
            <Col key={type} xs={24} sm={12} md={8}>
              <Card
                size="small"
                title={label}
                style={{ height: '100%' }}
                role="article"
                aria-label={label}
                actions={[
                  <Button
                    key="add"
                    type="link"
                    aria-label={t('integrations.add.card-button', 'Add {{type}}', { type: label })}
                    onClick={() => void navigate(paths.add(type))}
                  >
                    {t('integrations.add.card-action', 'Add')}
                  </Button>,
                ]}
              >
                <Typography.Text type="secondary">{integrationTypeDescription(t, type)}</Typography.Text>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Modal>
  );
}
