import { NETWORK_EVENT_NAMES } from '@beacon/shared/routing';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

export interface FilterExamplesModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The filter-pattern examples (customer-console.md §9): `*`, `device.*`, `device.message.*`,
 * `network.*`, `device.request.{namespace}.{method}` and the network event names.
 */
export function FilterExamplesModal({ open, onClose }: FilterExamplesModalProps) {
  const { t } = useTranslation('networks');
  const code = (text: string) => <Typography.Text code>{text}</Typography.Text>;
  const items = [
    { key: '*', label: code('*'), children: t('routes.examples.all', 'Every event') },
    { key: 'device', label: code('device.*'), children: t('routes.examples.device', 'Every device event') },
    {
      key: 'message',
      label: code('device.message.*'),
      children: t('routes.examples.message', 'Every one-way device message'),
    },
    { key: 'network', label: code('network.*'), children: t('routes.examples.network', 'Every network event') },
    {
      key: 'request',
      label: code('device.request.{namespace}.{method}'),
      children: t(
        'routes.examples.request',
        'Device requests of one namespace and method, e.g. device.request.sensor.read; only the first matching route receives a device request',
      ),
    },
    ...NETWORK_EVENT_NAMES.map((name) => ({
      key: name,
      label: code(`network.${name}`),
      children: t('routes.examples.network-event', 'The network event {{name}} (the filter {{name}} works too)', {
        name,
      }),
    })),
  ];
  return (
    <Modal
      open={open}
      title={t('routes.examples.title', 'Filter pattern examples')}
      onCancel={onClose}
      footer={null}
      width={680}
    >
      <Typography.Paragraph>
        {t(
          'routes.examples.intro',
          'A filter is matched against the event type; * stands for any characters. Network events go to every matching route.',
        )}
      </Typography.Paragraph>
      <Descriptions column={1} bordered size="small" items={items} />
    </Modal>
  );
}
