import { MAX_ROUTE_FILTER_LENGTH, MAX_URL_LENGTH, ROUTE_FILTER_RULE, ROUTE_URL_RULE } from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { contractRules, focusFieldOnOpen } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { HeaderRowsFields } from '../../components/HeaderRowsFields.tsx';
import { routeFormValues, routeFromValues, type RouteFormValues } from './routeForm.ts';

export interface RouteFormModalProps {
  /** The route being edited; none for Add route. */
  editing?: Route;
  /** The integration that owns the edited route, when one does. */
  owner?: string;
  saving: boolean;
  /** Saves the route; answers false when the server refused (the form keeps what was typed). */
  onSubmit: (route: Route) => Promise<boolean>;
  onCancel: () => void;
  onShowExamples: () => void;
}

/**
 * Add or edit a route (customer-console.md §5): filter ("Filter is required"), URL trimmed ("URL is
 * required" / "Valid URL required"), up to 3 header pairs used only when the key is filled. Mounted
 * only while open, so each opening starts from the route's values; a refused save keeps what was typed.
 */
export function RouteFormModal({ editing, owner, saving, onSubmit, onCancel, onShowExamples }: RouteFormModalProps) {
  const { t } = useTranslation('networks');
  const [form] = Form.useForm<RouteFormValues>();
  const title = editing ? t('routes.form.edit-title', 'Edit route') : t('routes.form.add-title', 'Add route');

  return (
    <Modal
      open
      title={title}
      afterOpenChange={focusFieldOnOpen(form, 'filter_events')}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('routes.form.cancel', 'Cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
          {t('routes.form.save', 'Save route')}
        </Button>,
      ]}
    >
      {editing && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('routes.form.edit-moves-first', 'A saved route goes first in the list.')}
          description={
            owner === undefined
              ? undefined
              : t(
                  'routes.form.owned',
                  'This route belongs to the integration {{name}}; configuring the integration replaces its routes.',
                  { name: owner },
                )
          }
        />
      )}
      <Form<RouteFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={routeFormValues(editing)}
        onFinish={(values) => void onSubmit(routeFromValues(values, editing))}
        aria-label={title}
      >
        <Form.Item
          name="filter_events"
          label={t('routes.form.filter', 'Filter')}
          extra={
            <Typography.Link onClick={onShowExamples}>
              {t('routes.form.examples', 'Filter pattern examples')}
            </Typography.Link>
          }
          rules={contractRules(ROUTE_FILTER_RULE, {
            required: t('routes.form.filter-required', 'Filter is required'),
            'too-long': t('routes.form.filter-too-long', 'Filter must be at most {{max, number}} characters', {
              max: MAX_ROUTE_FILTER_LENGTH,
            }),
          })}
        >
          <Input autoComplete="off" placeholder="device.message.*" />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('routes.form.url', 'URL')}
          rules={contractRules(ROUTE_URL_RULE, {
            required: t('routes.form.url-required', 'URL is required'),
            'too-long': t('routes.form.url-too-long', 'URL must be at most {{max, number}} characters', {
              max: MAX_URL_LENGTH,
            }),
            url: t('routes.form.url-invalid', 'Valid URL required'),
          })}
        >
          <Input autoComplete="off" placeholder="https://example.com/events" />
        </Form.Item>
        <HeaderRowsFields />
      </Form>
    </Modal>
  );
}
