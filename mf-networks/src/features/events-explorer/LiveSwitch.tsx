import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
import type { ApiError } from '@beacon/shared';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Switch from 'antd/es/switch';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

export interface LiveSwitchProps {
  live: boolean;
  onChange: (live: boolean) => void;
  /** The last poll failed (shown while live; the tail tries again on its own). */
  error: ApiError | undefined;
}

const SWITCH_ID = 'events-live';

/**
 * "Live": turns the live tail on and off; a failed poll shows a small warning beside it. The label
 * follows the switch (not a form label), so the two stay on one line on a phone.
 */
export function LiveSwitch({ live, onChange, error }: LiveSwitchProps) {
  const { t } = useTranslation('networks');
  const { token } = theme.useToken();
  return (
    <Form.Item>
      <Flex align="center" gap={8} wrap>
        <Switch id={SWITCH_ID} checked={live} onChange={onChange} />
        <label htmlFor={SWITCH_ID} style={{ cursor: 'pointer' }}>
          {t('events.live.label', 'Live')}
        </label>
        {live && error && (
          // The text in the body colour (the warning colour is too light for text); the icon warns.
          <Typography.Text role="status">
            <WarningOutlined aria-hidden style={{ color: token.colorWarning }} />{' '}
            {t('events.live.failed', 'Live updates failed: {{message}}. Trying again…', { message: error.message })}
          </Typography.Text>
        )}
      </Flex>
    </Form.Item>
  );
}
