import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '../../../lib/form';
import { fieldMessage } from '../../../lib/form-errors';

type Values = { email: string };
const schema = z.object({ email: emailSchema });

/** Send for signature: the signer receives a personal link at this address. */
export function SendModal({
  opened,
  company,
  defaultEmail,
  loading,
  onSend,
  onClose,
}: {
  opened: boolean;
  company: string;
  defaultEmail: string;
  loading: boolean;
  onSend: (email: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<Values, Values>(schema, { defaultValues: { email: defaultEmail } });
  useEffect(() => {
    if (opened) form.reset({ email: defaultEmail });
  }, [opened, defaultEmail, form]);
  const submit = form.handleSubmit(({ email }) => onSend(email));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sheets.page.sendTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('sheets.page.sendHint', { company })}
          </Text>
          <TextInput
            label={t('sheets.fields.signature_email')}
            type="email"
            withAsterisk
            autoComplete="email"
            data-autofocus
            {...form.register('email')}
            error={fieldMessage(form.formState.errors.email, t)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('sheets.actions.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
