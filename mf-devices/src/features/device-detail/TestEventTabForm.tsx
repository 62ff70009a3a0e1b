import Form from 'antd/es/form';
import type { FormInstance, FormProps } from 'antd/es/form';
import type { ReactNode } from 'react';
import { TestEventFooter, useTestEventResult } from './TestEventOutcome.tsx';

export interface TestEventTabFormProps<Values> {
  /** The form, where the tab watches its values; else its own. */
  form?: FormInstance<Values>;
  /** The tab's name, which names the form too. */
  label: string;
  initialValues: FormProps<Values>['initialValues'];
  /** Sends the valid values (a mutation's `unwrap()`), answering the event type the platform made. */
  send: (values: Values) => Promise<{ event_type: string }>;
  sending: boolean;
  /** The tab's fields. */
  children: ReactNode;
}

/**
 * A tab of Send test event: its vertical form (no required marks), which sends the valid values
 * (Enter again while a send runs is ignored), then the outcome of the last send and Send.
 */
export function TestEventTabForm<Values>({
  form,
  label,
  initialValues,
  send,
  sending,
  children,
}: TestEventTabFormProps<Values>) {
  const [result, track] = useTestEventResult();

  const submit = (values: Values) => {
    if (sending) return; // Enter pressed again while the first send runs
    void track(() => send(values));
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={submit}
      aria-label={label}
    >
      {children}
      <TestEventFooter result={result} sending={sending} />
    </Form>
  );
}
