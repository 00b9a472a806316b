import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { Dialog } from '../../../components/feedback/dialog';
import { useZodForm } from '../../../lib/form';
import { fieldMessage } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { sheetFormQueryOptions } from '../api/get-sheet-form';

type Values = { email: string };
const schema = z.object({ email: emailSchema });

/**
 * Send for signature, from every place that offers it (list rows, the sheet page, the form): the
 * signer's address, prefilled with the one the sheet stores, is confirmed before anything is sent.
 * Without `email` (a list row does not carry it) the sheet is read when the dialog opens.
 */
export function SendDialog({
  opened,
  clientId,
  company,
  email,
  loading,
  onSend,
  onClose,
}: {
  opened: boolean;
  clientId: number;
  company: string;
  /** The address to propose; undefined: the one the sheet stores. */
  email?: string | null;
  loading: boolean;
  onSend: (email: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const stored = useQuery({
    ...sheetFormQueryOptions(clientId, i18n.resolvedLanguage ?? i18n.language),
    enabled: opened && email === undefined,
  });
  const waiting = email === undefined && stored.isPending;
  const proposed = email ?? stored.data?.sheet?.signature_email ?? '';
  const form = useZodForm<Values, Values>(schema, { defaultValues: { email: proposed } });
  useEffect(() => {
    if (opened && !waiting) form.reset({ email: proposed });
  }, [opened, waiting, proposed, form]);
  const submit = form.handleSubmit(({ email: confirmed }) => onSend(confirmed));
  return (
    <Dialog opened={opened} onClose={onClose} title={t('sheets.page.sendTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm">{t('sheets.page.sendHint', { company })}</Text>
          {waiting ? (
            <Skeleton height={60} aria-label={t('common.loading')} />
          ) : (
            <TextInput
              label={t('sheets.fields.signature_email')}
              description={t('sheets.page.sendCheck')}
              type="email"
              withAsterisk
              autoComplete="email"
              data-autofocus
              {...form.register('email')}
              error={fieldMessage(form.formState.errors.email, t)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading} disabled={waiting}>
              {t('sheets.actions.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
