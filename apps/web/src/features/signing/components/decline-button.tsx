import { Button, Group } from '@mantine/core';
import { SIGNING } from '@portal/contracts/signing-limits';
import type { SignWords } from '@portal/contracts/signing-words';
import { useState } from 'react';
import { ReasonDialog, type ReasonRule } from '../../../components/feedback/reason-dialog';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useDeclineSheet } from '../api/sign-steps';
import { loadSignValidation } from '../load-sign-validation';

const rule: ReasonRule = async (reason) => {
  const { signDeclineSchema } = await loadSignValidation();
  const parsed = signDeclineSchema.safeParse({ reason });
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'signing.errors.reasonRequired');
};

/** Declining is possible at any step, with a reason (a sheet's agent receives it). */
export function DeclineButton({
  token,
  words,
  onDeclined,
}: {
  token: string;
  words: SignWords;
  onDeclined: (message: string) => void;
}) {
  const { t } = useTranslation();
  const decline = useDeclineSheet();
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Group justify="center">
        <Button variant="subtle" color="red" c="red.9" onClick={() => setOpened(true)}>
          {t('signing.page.decline')}
        </Button>
      </Group>
      <ReasonDialog
        opened={opened}
        title={t('signing.page.declineTitle')}
        hint={t(words.declineHint)}
        hintColor="gray.8"
        label={t('signing.page.declineReason')}
        submitLabel={t('signing.page.declineSubmit')}
        rule={rule}
        maxLength={SIGNING.declineReasonMax}
        danger
        loading={decline.isPending}
        onClose={() => setOpened(false)}
        onSubmit={async (reason) => {
          try {
            const answer = await decline.mutateAsync({ token, reason });
            setOpened(false);
            onDeclined(answer.message);
          } catch (failure) {
            if (failure instanceof ApiError) return failure.message;
          }
        }}
      />
    </>
  );
}
