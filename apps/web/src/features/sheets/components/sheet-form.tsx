import '@mantine/core/styles/Accordion.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { SheetFormResponse } from '@portal/contracts';
import { IconDeviceFloppy, IconSend, IconSignature } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { StatusBadge } from '../../../components/table/status-badge';
import { ApiError } from '../../../lib/api-client';
import { fieldMessage } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { type SheetCommandInput, useSetSheet } from '../api/set-sheet';
import { SendDialog } from './send-dialog';
import { AgencyPicker, Grid, SheetAddress, SheetOtherAddress, SheetText, SheetTextarea } from './sheet-form-fields';
import {
  completeFormSchema,
  draftFormSchema,
  SECTION_ORDER,
  type SheetFormOutput,
  type SheetFormValues,
  type SheetSectionKey,
  toFormValues,
} from './sheet-form-model';
import { SheetSuggest } from './sheet-suggest';

type Mode = 'draft' | 'complete';
type Action = 'save' | 'save_for_signature' | 'send';

const SIGNATURE = 'signature';

function sectionsWithErrors(errors: FieldErrors<SheetFormValues>): string[] {
  const sections = Object.keys(errors.fields ?? {});
  return errors.signature_email ? [...sections, SIGNATURE] : sections;
}

function countErrors(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  if ('message' in node && typeof (node as { message?: unknown }).message === 'string') return 1;
  return Object.values(node).reduce((n: number, child) => n + countErrors(child), 0);
}

/**
 * The client sheet (spec §2), validated while typing by the server's own schemas: the draft
 * schema for Save, the complete one for Save for signature and Send.
 */
export function SheetForm({
  data,
  clientId,
  onSaved,
}: {
  data: SheetFormResponse;
  clientId: number | null;
  onSaved: (clientId: number) => void;
}) {
  const { t } = useTranslation();
  const mode = useRef<Mode>('draft');
  const resolver: Resolver<SheetFormValues, unknown, SheetFormOutput> = (values, context, options) =>
    (
      zodResolver(mode.current === 'complete' ? completeFormSchema : draftFormSchema) as unknown as Resolver<
        SheetFormValues,
        unknown,
        SheetFormOutput
      >
    )(values, context, options);
  const form = useForm<SheetFormValues, unknown, SheetFormOutput>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(data.scheda_fields, data.sheet?.signature_email),
    resolver,
  });
  const save = useSetSheet();
  const [pending, setPending] = useState<Action | null>(null);
  const [sending, setSending] = useState<SheetFormOutput | null>(null);
  const [opened, setOpened] = useState<string[]>([...SECTION_ORDER, SIGNATURE]);
  const errors = form.formState.errors;
  // Send from an editable sheet saves it for signature and sends it in one step.
  const canSend = data.actions.includes('send') || data.actions.includes('save_for_signature');

  const openSections = (names: string[]) => setOpened((current) => [...new Set([...current, ...names])]);

  const run = async (action: Action, values: SheetFormOutput) => {
    setPending(action);
    const command: SheetCommandInput = {
      clientId,
      action,
      fields: values.fields,
      signatureEmail: values.signature_email,
    };
    try {
      const answer = await save.mutateAsync(command);
      notifySuccess(answer.message);
      setSending(null);
      form.reset(form.getValues());
      onSaved(answer.client_id);
    } catch (error) {
      showFailure(error);
    } finally {
      setPending(null);
    }
  };

  const submit = (action: Action) => {
    mode.current = action === 'save' ? 'draft' : 'complete';
    form.clearErrors();
    return form.handleSubmit(
      // Send asks first to whom: the dialog shows the address and sends once it is confirmed.
      (values) => (action === 'send' ? setSending(values) : run(action, values)),
      (invalid) => {
        openSections(sectionsWithErrors(invalid));
        notifyError(t('validation.completeRequired'), 'sheet-incomplete');
      },
    )();
  };

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 400 && error.fields) {
      setSending(null);
      const names: string[] = [];
      for (const [key, message] of Object.entries(error.fields)) {
        const path = key === 'signature-email' ? 'signature_email' : key.replace(/^scheda_fields\./, 'fields.');
        form.setError(path as never, { type: 'server', message });
        names.push(path === 'signature_email' ? SIGNATURE : (path.split('.')[1] ?? ''));
      }
      openSections(names);
      notifyError(t('validation.completeRequired'), 'sheet-incomplete');
    } else if (error.status === 400 || error.status >= 500) {
      notifyError(t('sheets.errors.saveFailed'), 'sheet-save-failed');
    }
  };

  const title = (key: string) => {
    const count = countErrors(key === SIGNATURE ? errors.signature_email : errors.fields?.[key as SheetSectionKey]);
    return (
      <Group gap="sm" wrap="nowrap">
        <Text fw={600}>{key === SIGNATURE ? t('sheets.page.signatureSection') : t(`sheets.sections.${key}`)}</Text>
        {count > 0 ? <StatusBadge tone="negative">{t('sheets.page.errorCount', { count })}</StatusBadge> : null}
      </Group>
    );
  };

  const body: Record<SheetSectionKey | typeof SIGNATURE, React.ReactNode> = {
    legal_seat: (
      <Grid>
        <SheetText form={form} section="legal_seat" field="company_name" autoComplete="organization" wide />
        <SheetAddress form={form} section="legal_seat" />
      </Grid>
    ),
    contacts: (
      <Grid>
        <SheetText form={form} section="contacts" field="vat_number" uppercase />
        <SheetText form={form} section="contacts" field="tax_code" uppercase maxLength={16} />
        <SheetText form={form} section="contacts" field="phone" type="tel" autoComplete="tel" />
        <SheetText form={form} section="contacts" field="mobile" type="tel" />
        <SheetText form={form} section="contacts" field="fax" type="tel" />
      </Grid>
    ),
    postal_address: <SheetOtherAddress form={form} section="postal_address" />,
    delivery_place: <SheetOtherAddress form={form} section="delivery_place" />,
    agency: (
      <Grid>
        <AgencyPicker form={form} agencies={data.agencies} />
        <SheetText form={form} section="agency" field="agent" />
      </Grid>
    ),
    emails: (
      <Grid>
        <SheetText form={form} section="emails" field="administrative" type="email" inputMode="email" />
        <SheetText form={form} section="emails" field="commercial" type="email" inputMode="email" />
        <SheetText form={form} section="emails" field="management" type="email" inputMode="email" />
        <SheetText form={form} section="emails" field="pec" type="email" inputMode="email" />
      </Grid>
    ),
    invoicing: (
      <Grid>
        <SheetText
          form={form}
          section="invoicing"
          field="sdi_code"
          uppercase
          maxLength={7}
          hint={t('sheets.page.sdiHint')}
        />
      </Grid>
    ),
    bank: (
      <Grid>
        <SheetSuggest form={form} section="bank" field="bank_name" list="banks" wide />
        <SheetText form={form} section="bank" field="abi" inputMode="numeric" maxLength={5} />
        <SheetText form={form} section="bank" field="cab" inputMode="numeric" maxLength={5} />
        <SheetText form={form} section="bank" field="iban" uppercase wide hint={t('sheets.page.ibanHint')} />
      </Grid>
    ),
    terms: (
      <Grid>
        <SheetSuggest form={form} section="terms" field="payment_terms" list="payment-terms" wide />
        <SheetText form={form} section="terms" field="discount" hint={t('sheets.page.discountHint')} />
        <SheetText form={form} section="terms" field="fixed_days" hint={t('sheets.page.fixedDaysHint')} />
        <SheetText form={form} section="terms" field="activation_date" type="date" />
        <SheetTextarea form={form} section="terms" field="notes" />
      </Grid>
    ),
    signature: (
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          {t('sheets.page.signatureHint')}
        </Text>
        <Grid>
          <TextInput
            label={t('sheets.fields.signature_email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            {...form.register('signature_email')}
            error={fieldMessage(errors.signature_email, t)}
          />
        </Grid>
      </Stack>
    ),
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit('save');
        }}
        aria-label={t('sheets.page.formLabel')}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('sheets.page.requiredHint')}
          </Text>
          <Accordion
            multiple
            value={opened}
            onChange={setOpened}
            variant="separated"
            radius="md"
            chevronPosition="right"
          >
            {[...SECTION_ORDER, SIGNATURE].map((key) => (
              <Accordion.Item key={key} value={key} bg="white">
                <Accordion.Control>{title(key)}</Accordion.Control>
                <Accordion.Panel>{body[key as SheetSectionKey]}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
        <Paper shadow="md" withBorder p="sm" radius="md" mt="md" style={{ position: 'sticky', bottom: 8, zIndex: 5 }}>
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button
              type="submit"
              variant="default"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              loading={pending === 'save'}
              disabled={pending !== null && pending !== 'save'}
            >
              {t('sheets.actions.save')}
            </Button>
            <Button
              variant={canSend ? 'light' : 'filled'}
              leftSection={<IconSignature size={18} aria-hidden />}
              loading={pending === 'save_for_signature'}
              disabled={pending !== null && pending !== 'save_for_signature'}
              onClick={() => void submit('save_for_signature')}
            >
              {t('sheets.actions.save_for_signature')}
            </Button>
            {canSend ? (
              <Button
                leftSection={<IconSend size={18} aria-hidden />}
                loading={pending === 'send'}
                disabled={pending !== null && pending !== 'send'}
                onClick={() => void submit('send')}
              >
                {t('sheets.actions.send')}
              </Button>
            ) : null}
          </Group>
        </Paper>
      </form>
      {/* Outside the sheet's form: its own submit must not bubble (through the portal) into the sheet's. */}
      {canSend ? (
        <SendDialog
          opened={sending !== null}
          clientId={clientId ?? 0}
          company={sending?.fields.legal_seat?.company_name ?? ''}
          email={sending?.signature_email ?? ''}
          loading={pending === 'send'}
          onClose={() => setSending(null)}
          onSend={async (email) => {
            if (!sending) return;
            form.setValue('signature_email', email);
            await run('send', { ...sending, signature_email: email });
          }}
        />
      ) : null}
    </>
  );
}
