import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { SIGNING } from '@portal/contracts/signing-limits';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useDeclineSheet } from '../api/sign-steps';
import { loadSignValidation } from '../load-sign-validation';

/** Declining is possible at any step, with a reason the agent receives. */
export function DeclineButton({ token, onDeclined }: { token: string; onDeclined: (message: string) => void }) {
  const { t } = useTranslation();
  const decline = useDeclineSheet();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const { signDeclineSchema } = await loadSignValidation();
    const parsed = signDeclineSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'signing.errors.reasonRequired'));
      return;
    }
    try {
      const answer = await decline.mutateAsync({ token, reason: parsed.data.reason });
      setOpened(false);
      onDeclined(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };

  return (
    <>
      <Group justify="center">
        <Button variant="subtle" color="red" c="red.9" onClick={() => setOpened(true)}>
          {t('signing.page.decline')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('signing.page.declineTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <Text fz="sm" c="gray.8">
              {t('signing.page.declineHint')}
            </Text>
            <Textarea
              label={t('signing.page.declineReason')}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              maxLength={SIGNING.declineReasonMax}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={decline.isPending}>
                {t('signing.page.declineSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
