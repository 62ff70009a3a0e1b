import {
  HEADER_NAME_SYMBOLS,
  MAX_HEADER_NAME_LENGTH,
  MAX_HEADER_VALUE_LENGTH,
  MAX_ROUTE_FILTER_LENGTH,
  MAX_URL_LENGTH,
} from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/routing';
import { Alert, Button, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  headerKeyProblem,
  headerRowValueProblem,
  MAX_ROUTE_HEADERS,
  routeFilterProblem,
  routeFormValues,
  routeFromValues,
  routeUrlProblem,
  type RouteFormValues,
} from './routeForm.ts';

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

const HEADER_ROWS = Array.from({ length: MAX_ROUTE_HEADERS }, (_, i) => i);

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
          rules={[
            {
              validator: (_rule, value) => {
                const problem = routeFilterProblem(value);
                if (problem === 'required')
                  return Promise.reject(new Error(t('routes.form.filter-required', 'Filter is required')));
                if (problem === 'too-long') {
                  const message = t('routes.form.filter-too-long', 'Filter must be at most {{max}} characters', {
                    max: MAX_ROUTE_FILTER_LENGTH,
                  });
                  return Promise.reject(new Error(message));
                }
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input autoComplete="off" placeholder="device.message.*" />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('routes.form.url', 'URL')}
          rules={[
            {
              validator: (_rule, value) => {
                const problem = routeUrlProblem(value);
                if (problem === 'required')
                  return Promise.reject(new Error(t('routes.form.url-required', 'URL is required')));
                if (problem === 'too-long') {
                  const message = t('routes.form.url-too-long', 'URL must be at most {{max}} characters', {
                    max: MAX_URL_LENGTH,
                  });
                  return Promise.reject(new Error(message));
                }
                if (problem === 'invalid')
                  return Promise.reject(new Error(t('routes.form.url-invalid', 'Valid URL required')));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input autoComplete="off" placeholder="https://example.com/events" />
        </Form.Item>
        <Typography.Text type="secondary">
          {t(
            'routes.form.headers-help',
            'Headers sent with each event (up to 3; a row is used only when its name is filled).',
          )}
        </Typography.Text>
        {HEADER_ROWS.map((row) => (
          <Row key={row} gutter={8} style={{ marginTop: 8 }}>
            <Col span={10}>
              <Form.Item
                name={['headers', row, 'key']}
                label={t('routes.form.header-name', 'Header {{n}} name', { n: row + 1 })}
                dependencies={HEADER_ROWS.filter((r) => r !== row).map((r) => ['headers', r, 'key'])}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) => {
                      const keys = HEADER_ROWS.map((r) => String(getFieldValue(['headers', r, 'key']) ?? ''));
                      const problem = headerKeyProblem(value ?? '', keys);
                      if (problem === 'reserved') {
                        return Promise.reject(
                          new Error(
                            t('routes.form.header-reserved', 'The header {{name}} is reserved', {
                              name: INTEGRATION_ROUTE_HEADER,
                            }),
                          ),
                        );
                      }
                      if (problem === 'duplicate') {
                        return Promise.reject(new Error(t('routes.form.header-duplicate', 'Header names must differ')));
                      }
                      if (problem === 'invalid') {
                        const message = t(
                          'routes.form.header-name-invalid',
                          'Valid header name required: letters, digits and {{symbols}} only',
                          { symbols: HEADER_NAME_SYMBOLS },
                        );
                        return Promise.reject(new Error(message));
                      }
                      if (problem === 'too-long') {
                        const message = t(
                          'routes.form.header-name-too-long',
                          'Header name must be at most {{max}} characters',
                          { max: MAX_HEADER_NAME_LENGTH },
                        );
                        return Promise.reject(new Error(message));
                      }
                      return Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input autoComplete="off" placeholder="x-api-key" />
              </Form.Item>
            </Col>
            <Col span={14}>
              <Form.Item
                name={['headers', row, 'value']}
                label={t('routes.form.header-value', 'Header {{n}} value', { n: row + 1 })}
                rules={[
                  {
                    validator: (_rule, value) => {
                      const problem = headerRowValueProblem(value);
                      if (problem === 'invalid') {
                        const message = t(
                          'routes.form.header-value-invalid',
                          'Header values must not contain line breaks or NUL characters',
                        );
                        return Promise.reject(new Error(message));
                      }
                      if (problem === 'too-long') {
                        const message = t(
                          'routes.form.header-value-too-long',
                          'Header value must be at most {{max}} characters',
                          { max: MAX_HEADER_VALUE_LENGTH },
                        );
                        return Promise.reject(new Error(message));
                      }
                      return Promise.resolve();
                    },
                  },
                ]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        ))}
      </Form>
    </Modal>
  );
}
