import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import type { SignView } from '@portal/contracts';
import { SIGNING } from '@portal/contracts/signing-limits';
import { IconMailForward, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Notice } from '../../../components/feedback/notice';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useRequestCode, useVerifyCode } from '../api/sign-steps';
import { loadSignValidation } from '../load-sign-validation';

/** Seconds left before a new code may be asked for, ticking down. */
function useCountdown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    setUntil(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, [seconds]);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Step 2: a one-time code sent to the signer's address confirms who signs. */
export function CodeStep({
  token,
  data,
  onVerified,
}: {
  token: string;
  data: SignView;
  onVerified: (code: string) => void;
}) {
  const { t } = useTranslation();
  const request = useRequestCode();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const wait = useCountdown(data.state.code_resend_in);
  const state = data.state;
  const exhausted = state.code_sent === false && state.code_attempts_left === 0;

  const send = async () => {
    setError(null);
    try {
      const answer = await request.mutateAsync(token);
      setInfo(answer.message);
      setCode('');
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };

  const confirm = async () => {
    const { signVerifySchema } = await loadSignValidation();
    const parsed = signVerifySchema.safeParse({ code });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'signing.errors.codeFormat'));
      return;
    }
    setError(null);
    try {
      await verify.mutateAsync({ token, code: parsed.data.code });
      onVerified(parsed.data.code);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };

  const resend =
    wait > 0 ? (
      <Text fz="sm" c="gray.8" aria-live="polite">
        {t('signing.errors.codeWait', { seconds: wait })}
      </Text>
    ) : (
      <Anchor component="button" type="button" fz="sm" onClick={() => void send()}>
        {t('signing.page.resendCode')}
      </Anchor>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sign-code-title">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconShieldCheck size={22} aria-hidden />
          <Title order={2} fz="md" id="sign-code-title">
            {t('signing.page.codeTitle')}
          </Title>
        </Group>
        {!state.code_sent ? (
          <>
            <Text fz="sm">
              {t('signing.page.codeIntro', { email: data.signer.email_masked, digits: SIGNING.otpDigits })}
            </Text>
            {exhausted ? <Notice tone="warning">{t('signing.errors.codeExhausted')}</Notice> : null}
            {error ? <Notice tone="negative">{error}</Notice> : null}
            <Button
              size="md"
              leftSection={<IconMailForward size={18} aria-hidden />}
              loading={request.isPending}
              disabled={wait > 0}
              onClick={() => void send()}
            >
              {t('signing.page.sendCode')}
            </Button>
            {wait > 0 ? (
              <Text fz="sm" c="gray.8" aria-live="polite">
                {t('signing.errors.codeWait', { seconds: wait })}
              </Text>
            ) : null}
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <Stack gap="sm">
              <Text fz="sm" role="status">
                {info ?? t('signing.success.codeSent', { email: data.signer.email_masked })}
              </Text>
              <TextInput
                label={t('signing.page.codeLabel')}
                description={t('signing.page.attemptsLeft', { count: state.code_attempts_left })}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, SIGNING.otpDigits))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={SIGNING.otpDigits}
                size="lg"
                styles={{
                  input: { letterSpacing: '0.5em', fontFamily: 'monospace', textAlign: 'center', fontSize: 24 },
                }}
                maw={280}
                error={error}
                data-autofocus
              />
              <Group gap="md" align="center">
                <Button type="submit" size="md" loading={verify.isPending}>
                  {t('signing.page.confirmCode')}
                </Button>
                {resend}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
