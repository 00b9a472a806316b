import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { rejectRegistrationSchema } from '@portal/contracts';
import { useEffect } from 'react';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useRejectRegistration } from '../api/reject-registration';

/** The reason is e-mailed to the applicant. */
export function RejectModal({
  registrationId,
  onClose,
  onRejected,
}: {
  registrationId: number | null;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectRegistration();
  const form = useZodForm<{ reason: string }, { reason: string }>(rejectRegistrationSchema, {
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (registrationId !== null) form.reset({ reason: '' });
  }, [registrationId, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (registrationId === null) return;
    try {
      const { message } = await reject.mutateAsync({ id: registrationId, reason });
      notifySuccess(message);
      onRejected();
    } catch (error) {
      applyServerErrors(error, form.setError, ['reason']);
    }
  });

  return (
    <Modal
      opened={registrationId !== null}
      onClose={onClose}
      title={t('registrations.page.rejectTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('registrations.page.rejectHint')}
          </Text>
          <Textarea
            label={t('registrations.page.reason')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            {...form.register('reason')}
            error={fieldMessage(form.formState.errors.reason, t)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={reject.isPending}>
              {t('registrations.page.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
