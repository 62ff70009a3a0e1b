import { toApiError } from '@beacon/shared';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testEventFailureMessage } from './testEventModel.ts';

/** How the last send of a tab ended: the event type the platform answered, or what went wrong. */
export type TestEventResult = { kind: 'sent'; eventType: string } | { kind: 'failed'; message: string };

/**
 * A tab's last result and `track(send)`, which runs a send (a mutation's `unwrap()`) and keeps its
 * outcome: the answered event type, or the server's message, else "Failed to send test event".
 */
export function useTestEventResult(): [
  TestEventResult | undefined,
  (send: () => Promise<{ event_type: string }>) => Promise<void>,
] {
  const { t } = useTranslation('devices');
  const [result, setResult] = useState<TestEventResult>();
  const track = useCallback(
    async (send: () => Promise<{ event_type: string }>) => {
      setResult(undefined);
      try {
        const { event_type: eventType } = await send();
        setResult({ kind: 'sent', eventType });
      } catch (cause) {
        const fallback = t('device.test-event.failed', 'Failed to send test event');
        setResult({ kind: 'failed', message: testEventFailureMessage(toApiError(cause), fallback) });
      }
    },
    [t],
  );
  return [result, track];
}

export interface TestEventOutcomeProps {
  result: TestEventResult | undefined;
}

/** The result of the last send, inside the modal; it takes the focus when it appears. */
export function TestEventOutcome({ result }: TestEventOutcomeProps) {
  const { t } = useTranslation('devices');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) box.current?.focus();
  }, [result]);
  if (!result) return null;
  return (
    <div ref={box} tabIndex={-1}>
      {result.kind === 'sent' ? (
        <Alert
          type="success"
          showIcon
          title={t('device.test-event.sent', 'Test event sent')}
          description={
            <>
              {t('device.test-event.sent-type', 'Event type:')}{' '}
              <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
                {result.eventType}
              </Typography.Text>
            </>
          }
        />
      ) : (
        <Alert type="error" showIcon title={result.message} />
      )}
    </div>
  );
}

export interface TestEventFooterProps {
  result: TestEventResult | undefined;
  sending: boolean;
}

/** The end of both tabs' forms: the last outcome, then Send. */
export function TestEventFooter({ result, sending }: TestEventFooterProps) {
  const { t } = useTranslation('devices');
  return (
    <Flex vertical gap="middle">
      <TestEventOutcome result={result} />
      <Button type="primary" htmlType="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
        {t('device.test-event.send', 'Send')}
      </Button>
    </Flex>
  );
}
