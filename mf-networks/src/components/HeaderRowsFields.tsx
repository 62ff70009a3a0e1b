import {
  HEADER_NAME_SYMBOLS,
  MAX_HEADER_NAME_LENGTH,
  MAX_HEADER_VALUE_LENGTH,
  type HeaderValueProblem,
} from '@beacon/shared';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/routing';
import { problemRule } from '@beacon/shared/ui';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HEADER_ROW_COUNT, headerKeyProblem, headerRowValueProblem } from './headerRows.ts';

export interface HeaderRowsFieldsProps {
  /** The form field holding the rows (`HeaderPair[]`, see `headerRowsOf`). */
  name?: string;
}

const ROWS = Array.from({ length: HEADER_ROW_COUNT }, (_, i) => i);

/** The header name rule: the platform's (an HTTP token of at most 100 characters), not reserved, not repeated. */
function nameRule(t: TFunction<'networks'>, field: string): FormRule {
  const messages: Record<NonNullable<ReturnType<typeof headerKeyProblem>>, string> = {
    reserved: t('header-rows.reserved', 'The header {{name}} is reserved', { name: INTEGRATION_ROUTE_HEADER }),
    duplicate: t('header-rows.duplicate', 'Header names must differ'),
    invalid: t('header-rows.name-invalid', 'Valid header name required: letters, digits and {{symbols}} only', {
      symbols: HEADER_NAME_SYMBOLS,
    }),
    'too-long': t('header-rows.name-too-long', 'Header name must be at most {{max, number}} characters', {
      max: MAX_HEADER_NAME_LENGTH,
    }),
  };
  return ({ getFieldValue }) =>
    problemRule((value) => {
      const keys = ROWS.map((r) => String(getFieldValue([field, r, 'key']) ?? ''));
      return headerKeyProblem(value, keys);
    }, messages);
}

/** The header value rule: no CR, LF or NUL, at most 1000 characters. */
function valueRule(t: TFunction<'networks'>): FormRule {
  const messages: Record<HeaderValueProblem, string> = {
    invalid: t('header-rows.value-invalid', 'Header values must not contain line breaks or NUL characters'),
    'too-long': t('header-rows.value-too-long', 'Header value must be at most {{max, number}} characters', {
      max: MAX_HEADER_VALUE_LENGTH,
    }),
  };
  return problemRule(headerRowValueProblem, messages);
}

/**
 * The 3 header rows of a route or a webhook (customer-console.md §3, §5): "Header {n} name" and
 * "Header {n} value", a row used only when its name is filled, with the platform's header rules and
 * messages. Fill the field with `headerRowsOf(...)` and read it back with `headersOfRows(...)`.
 */
export function HeaderRowsFields({ name = 'headers' }: HeaderRowsFieldsProps) {
  const { t } = useTranslation('networks');
  return (
    <>
      <Typography.Text type="secondary">
        {t('header-rows.help', 'Headers sent with each event (up to 3; a row is used only when its name is filled).')}
      </Typography.Text>
      {ROWS.map((row) => (
        <Row key={row} gutter={8} style={{ marginTop: 8 }}>
          <Col span={10}>
            <Form.Item
              name={[name, row, 'key']}
              label={t('header-rows.name', 'Header {{n, number}} name', { n: row + 1 })}
              dependencies={ROWS.filter((r) => r !== row).map((r) => [name, r, 'key'])}
              rules={[nameRule(t, name)]}
            >
              <Input autoComplete="off" placeholder="x-api-key" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item
              name={[name, row, 'value']}
              label={t('header-rows.value', 'Header {{n, number}} value', { n: row + 1 })}
              rules={[valueRule(t)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      ))}
    </>
  );
}
