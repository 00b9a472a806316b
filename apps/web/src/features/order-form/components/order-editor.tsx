import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  type OrderFormAttachment,
  type OrderFormDetail,
  type OrderFormFields,
  type OrderFormFieldsInput,
  orderFormDraftSchema,
  orderFormFieldsOf,
} from '@portal/contracts';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type FieldError, type Path, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Notice } from '../../../components/feedback/notice';
import { ClientPicker } from '../../../components/form/client-picker';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useClientOptions } from '../../../lib/lookups/get-client-options';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveOrder } from '../api/save-order';
import { type FormFile, useAttachments } from '../hooks/use-attachments';
import { useDeviceDraft } from '../hooks/use-device-draft';
import type { LocalDraft } from '../lib/device-store';
import { blankFields, type OrderValues } from '../lib/order-values';
import { sendIssues } from '../lib/send-issues';
import { enqueue, newKey } from '../lib/send-queue';
import { orderEditPath, orderPath } from '../paths';
import { AttachmentsField } from './attachments-field';
import { OrderFields } from './order-fields';
import { OrderLines } from './order-lines';

/** Who is ordering: an agent or staff choose the client; a customer orders for its own company. */
export type Orderer = { owner: number; customer: { code: string | null } | null };

/** The form's field names, for the server's per-field errors. */
const FIELD_NAMES = Object.keys(orderFormDraftSchema.shape);

/**
 * The order form, opened on the draft this device kept (after a reload or a crash) or else on the
 * server's draft (`order`) or a new order. Send puts the order in this device's queue, which sends
 * it at once when there is a connection and otherwise as soon as it returns (`onQueued`).
 */
export function OrderEditor({
  orderer,
  order,
  onQueued,
}: {
  orderer: Orderer;
  order: OrderFormDetail | null;
  onQueued: () => Promise<{ state: string; savedId: number | null }[]>;
}) {
  const draft = useDeviceDraft(orderer.owner, order?.id ?? null);
  if (draft.restored === undefined) return null;
  return <OrderFormBody orderer={orderer} order={order} draft={draft} onQueued={onQueued} />;
}

function initialValues(orderer: Orderer, order: OrderFormDetail | null, restored: LocalDraft<OrderValues> | null) {
  if (restored) return restored.values;
  if (order) return { fields: orderFormFieldsOf(order), clientName: order.client, kept: order.files };
  return { fields: blankFields(orderer.customer?.code ?? null), clientName: null, kept: [] };
}

function OrderFormBody({
  orderer,
  order,
  draft,
  onQueued,
}: {
  orderer: Orderer;
  order: OrderFormDetail | null;
  draft: ReturnType<typeof useDeviceDraft>;
  onQueued: () => Promise<{ state: string; savedId: number | null }[]>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [initial] = useState(() => initialValues(orderer, order, draft.restored ?? null));
  const [clientName, setClientName] = useState(initial.clientName);
  const [kept, setKept] = useState<OrderFormAttachment[]>(initial.kept);
  const attachments = useAttachments(kept.length);
  const [incomplete, setIncomplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = useSaveOrder();
  const form = useZodForm<OrderFormFieldsInput, OrderFormFields>(orderFormDraftSchema, {
    defaultValues: initial.fields,
  });
  const { errors } = form.formState;
  const client = useWatch({ control: form.control, name: 'client' });
  const picksClient = orderer.customer === null;

  // The draft's files come back from this device once.
  const restoredFiles = useRef(draft.restored?.files ?? []);
  useEffect(() => {
    if (restoredFiles.current.length > 0) void attachments.restore(restoredFiles.current);
    restoredFiles.current = [];
  }, [attachments.restore]);

  // Every change is kept on this device (a pause of 400 ms after typing stops).
  const keep = (files: readonly FormFile[] = attachments.files, names = { clientName, kept }) =>
    draft.save({ fields: form.getValues(), clientName: names.clientName, kept: names.kept }, files);
  useEffect(() => {
    const watched = form.watch(() => keep());
    return () => watched.unsubscribe();
  });

  // A client chosen: its customer code and province fill in the order (the user may change them).
  const [prefill, setPrefill] = useState<number | null>(null);
  const options = useClientOptions({ q: '', chosen: prefill ?? undefined }, prefill !== null);
  useEffect(() => {
    const row = options.data?.find((c) => c.id === prefill);
    if (!row) return;
    setPrefill(null);
    if (row.code) form.setValue('customer_code', row.code.slice(0, 6), { shouldValidate: true, shouldDirty: true });
    if (row.province) form.setValue('province', row.province, { shouldValidate: true, shouldDirty: true });
  }, [options.data, prefill, form]);

  const values = (): OrderValues => ({ fields: form.getValues(), clientName, kept });

  /** The complete order's rules (spec §5), shown on their fields; false when one fails. */
  const checkComplete = () => {
    form.clearErrors();
    const issues = sendIssues(form.getValues());
    for (const issue of issues) {
      const path = issue.path.join('.') as Path<OrderFormFieldsInput>;
      form.setError(path, { type: 'complete', message: issue.message });
    }
    if (picksClient && !form.getValues('client')) {
      form.setError('client', { type: 'complete', message: 'orderForm.errors.clientRequired' });
    }
    const failed = issues.length > 0 || (picksClient && !form.getValues('client'));
    setIncomplete(failed);
    return !failed;
  };

  const send = async () => {
    if (!checkComplete()) return;
    setBusy(true);
    try {
      const files = await attachments.storeAll();
      await enqueue({ owner: orderer.owner, order: order?.id ?? null, values: values(), files });
      await draft.drop();
      if (!navigator.onLine) notifySuccess(t('orderForm.device.queuedOffline'), 'order-queued');
      const outcomes = await onQueued();
      const sent = outcomes.find((o) => o.state === 'sent' && o.savedId !== null);
      if (sent?.savedId) navigate(orderPath(sent.savedId));
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = form.handleSubmit(async (fields) => {
    if (!navigator.onLine) {
      notifyError(t('orderForm.device.offlineDraft'), 'order-offline-draft');
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: order?.id ?? null,
        fields,
        complete: false,
        keep: kept.map((f) => f.id),
        files: attachments.files.map((f) => ({ name: f.name, blob: f.blob })),
        key: newKey(),
      });
      await draft.drop();
      notifySuccess(saved.message);
      navigate(orderEditPath(saved.id), { replace: order !== null });
    } catch (error) {
      applyServerErrors(error, form.setError, FIELD_NAMES);
    }
  });

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <Stack gap="lg">
        <OrderFields
          register={form.register}
          errors={errors}
          disabled={busy}
          client={
            picksClient ? (
              <ClientPicker
                label={`${t('orderForm.fields.client')} *`}
                value={client ? { id: Number(client), name: clientName ?? undefined } : null}
                onChange={(picked) => {
                  form.setValue('client', picked?.id, { shouldDirty: true });
                  form.clearErrors('client');
                  setClientName(picked?.name ?? null);
                  draft.save({ ...values(), clientName: picked?.name ?? null }, attachments.files);
                  if (picked) setPrefill(picked.id);
                }}
                error={fieldMessage(errors.client as FieldError | undefined, t)}
                disabled={busy}
                w="100%"
              />
            ) : null
          }
        />
        <OrderLines form={form} errors={errors} disabled={busy} />
        <AttachmentsField
          kept={kept}
          files={attachments.files}
          refusals={attachments.refusals}
          overDevice={attachments.overDevice}
          disabled={busy}
          onAdd={(chosen) => void attachments.add(chosen).then((files) => keep(files))}
          onRemove={(id) => keep(attachments.remove(id))}
          onRemoveKept={(id) => {
            const next = kept.filter((f) => f.id !== id);
            setKept(next);
            keep(attachments.files, { clientName, kept: next });
          }}
        />
        <Checkbox
          label={t('orderForm.fields.privacy_consent')}
          {...form.register('privacy_consent')}
          error={fieldMessage(errors.privacy_consent, t)}
          disabled={busy}
        />
        {incomplete ? <Notice tone="negative">{t('validation.completeRequired')}</Notice> : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="xs" c="dimmed" role="status" data-testid="draft-status">
            {draft.savedAt
              ? t('orderForm.device.draftSaved', { when: format.dateTime(new Date(draft.savedAt).toISOString()) })
              : ''}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={save.isPending}
              disabled={busy}
              onClick={() => void saveDraft()}
            >
              {t('orderForm.page.saveDraft')}
            </Button>
            <Button leftSection={<IconSend size={16} aria-hidden />} loading={busy} onClick={() => void send()}>
              {t('orderForm.page.send')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
