import Form from 'antd/es/form';
import type { FormInstance, FormProps } from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFieldOnOpen, type FieldName } from './focusFieldOnOpen.ts';

export interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  /** A save runs that `onSubmit` does not wait for (e.g. the page's): OK spins and a submit is ignored. */
  busy?: boolean;
  /** The form, where the caller needs it (a server's message on a field, a watched value); else the dialog's own. */
  form?: FormInstance<Values>;
  /** The field that has the focus once the dialog has opened; unless named, its first field. */
  focusField?: FieldName;
  initialValues?: FormProps<Values>['initialValues'];
  /**
   * Saves the valid values (OK or Enter). While its answer is pending OK spins and another submit is
   * ignored; answering true closes the dialog, anything else keeps it open with what was typed.
   */
  onSubmit: (values: Values) => Promise<boolean | void> | boolean | void;
  /** Cancel, the close button and Escape; a save that answered true. */
  onClose: () => void;
  onFinishFailed?: FormProps<Values>['onFinishFailed'];
  onFieldsChange?: FormProps<Values>['onFieldsChange'];
  /** Once the dialog has closed (its contents are gone). */
  afterClose?: () => void;
  /** Shown above the form, e.g. whom the form is about. */
  intro?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/**
 * The console's form dialog: OK submits the form, Cancel closes it. It opens with its first field (or
 * `focusField`) focused, whether opened by a button or by its URL, and its vertical form is built afresh
 * on each opening: what was typed is dropped on close, never while it is open, so a value the server
 * refuses stays as typed.
 */
export function FormModal<Values>({
  open,
  title,
  okText,
  busy = false,
  form: given,
  focusField,
  initialValues,
  onSubmit,
  onClose,
  onFinishFailed,
  onFieldsChange,
  afterClose,
  intro,
  children,
}: FormModalProps<Values>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<Values>(given);
  const [pending, setPending] = useState(false);

  const submit = async (values: Values) => {
    if (busy || pending) return; // Enter pressed again while the save runs
    setPending(true);
    let saved: boolean | void;
    try {
      saved = await onSubmit(values);
    } finally {
      setPending(false);
    }
    if (saved === true) onClose();
  };

  // Once open, the focus goes into the form (rc-dialog would focus its own frame).
  const focusOnOpen = (opened: boolean) => {
    const field: FieldName | undefined = focusField ?? form.getFieldsError()[0]?.name;
    if (field !== undefined) focusFieldOnOpen(form, field)(opened);
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('form-dialog.cancel', 'Cancel')}
      confirmLoading={busy || pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={focusOnOpen}
      afterClose={afterClose}
    >
      {intro}
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        onFinishFailed={onFinishFailed}
        onFieldsChange={onFieldsChange}
      >
        {children}
      </Form>
    </Modal>
  );
}
