import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../lib/form';
import { fieldMessage } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';

type Values = { text: string };

/** A modal asking for a required text (the revision note, the deletion reason) before acting. */
export function ReasonModal({
  opened,
  title,
  hint,
  label,
  requiredKey,
  max,
  submitLabel,
  danger = false,
  loading,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  hint: string;
  label: string;
  /** Catalogue key of the message shown when the text is missing. */
  requiredKey: string;
  max: number;
  submitLabel: string;
  danger?: boolean;
  loading: boolean;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = z.object({ text: z.string().trim().min(1, requiredKey).max(max, 'validation.tooLong') });
  const form = useZodForm<Values, Values>(schema, { defaultValues: { text: '' } });
  useEffect(() => {
    if (opened) form.reset({ text: '' });
  }, [opened, form]);
  const submit = form.handleSubmit(({ text }) => onSubmit(text));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {hint}
          </Text>
          <Textarea
            label={label}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            {...form.register('text')}
            error={fieldMessage(form.formState.errors.text, t)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
