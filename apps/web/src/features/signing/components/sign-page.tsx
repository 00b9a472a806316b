import { Box, Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SignView } from '@portal/contracts';
import { SIGN_WORDS, type SignWords, signKindOfError } from '@portal/contracts/signing-words';
import { USER_TYPE } from '@portal/contracts/user-types';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { generatePath, Link, useSearchParams } from 'react-router';
import { TONES } from '../../../components/table/status-badge';
import { paths } from '../../../config/paths';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useSignView } from '../api/get-sign-view';
import { useDownloadSignedPdf } from '../api/sign-steps';
import { loadSignValidation } from '../load-sign-validation';
import { AcceptStep } from './accept-step';
import { CodeStep } from './code-step';
import { DeclineButton } from './decline-button';
import { SignFrame } from './sign-frame';
import { SignStep } from './sign-step';
import { SignStepsIndicator, type SignStep as Step } from './sign-steps-indicator';

type Done = { kind: 'signed'; signedAt: string; hash: string; message: string } | { kind: 'declined'; message: string };

/** The public page a signer opens from the e-mail: read, accept, confirm by code, sign or decline. */
export function SignPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const view = useSignView(token);
  const [done, setDone] = useState<Done | null>(null);
  // The code confirmed in this visit; signing sends it again.
  const [code, setCode] = useState('');

  const shown = view.data !== undefined;
  useEffect(() => {
    // The steps' schemas (zod) come once the sheet is shown and the page idle, not before it;
    // a failure surfaces on the first submit.
    if (shown) afterFirstScreen(() => void loadSignValidation().catch(() => undefined));
  }, [shown]);

  // What the link signs chooses the words: from the view, or from a finished link's error; else none.
  const errorKey = view.error instanceof ApiError ? view.error.key : undefined;
  const kind = view.data?.kind ?? signKindOfError(errorKey);
  const words = SIGN_WORDS[kind ?? 'sheet'];

  let content: React.ReactNode;
  if (done) content = <Finished token={token} done={done} words={words} />;
  else if (view.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (view.isError || !view.data) content = <LinkProblem token={token} error={view.error} words={words} />;
  else {
    const data = view.data;
    const step: Step = !data.state.terms_accepted ? 'accept' : data.state.verified && code ? 'sign' : 'code';
    content = (
      <Stack gap="lg">
        <SignHeader data={data} />
        <SignStepsIndicator current={step} />
        {step === 'accept' ? <AcceptStep token={token} data={data} /> : null}
        {step === 'code' ? <CodeStep token={token} data={data} onVerified={setCode} /> : null}
        {step === 'sign' ? (
          <SignStep
            token={token}
            code={code}
            words={words}
            onSigned={(answer) =>
              setDone({
                kind: 'signed',
                signedAt: answer.signed_at,
                hash: answer.document_sha256,
                message: answer.message,
              })
            }
          />
        ) : null}
        <DeclineButton token={token} words={words} onDeclined={(message) => setDone({ kind: 'declined', message })} />
      </Stack>
    );
  }
  return <SignFrame footer={kind ? words.footer : 'signing.page.footerAny'}>{content}</SignFrame>;
}

function SignHeader({ data }: { data: SignView }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (data.adhesion) {
    return (
      <Stack gap={4}>
        <Text fz="sm" c="gray.7" fw={600} tt="uppercase">
          {t('signing.page.adhesionKicker')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
          {data.adhesion.promotion}
        </Title>
        <Text fz="sm" c="gray.8">
          {t('signing.page.adhesionIntro', {
            company: data.adhesion.company_name,
            email: data.signer.email_masked,
            date: format.date(data.expires_at),
          })}
        </Text>
      </Stack>
    );
  }
  if (!data.sheet) return null;
  const c = data.sheet.client;
  return (
    <Stack gap={4}>
      <Text fz="sm" c="gray.7" fw={600} tt="uppercase">
        {t('signing.page.kicker')}
      </Text>
      <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
        {c.company_name}
      </Title>
      <Text fz="sm" c="gray.8">
        {t('signing.page.intro', {
          version: data.sheet.version,
          agency: data.sheet.agency ?? '—',
          email: data.signer.email_masked,
          date: format.date(data.expires_at),
        })}
      </Text>
    </Stack>
  );
}

/** Unknown, expired, replaced or finished links each say so, and what to do. */
function LinkProblem({ token, error, words }: { token: string; error: unknown; words: SignWords }) {
  const { t } = useTranslation();
  const download = useDownloadSignedPdf();
  const key = error instanceof ApiError ? error.key : undefined;
  const signed = key === words.alreadySigned;
  const message = error instanceof ApiError && error.status !== 0 ? error.message : t('notices.pageLoadError');
  return (
    <Card withBorder radius="lg" padding="xl" role="alert">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" style={signed ? TONES.positive : TONES.warning}>
          {signed ? <IconCircleCheck size={30} aria-hidden /> : <IconAlertTriangle size={30} aria-hidden />}
        </ThemeIcon>
        <Title order={1} fz={22}>
          {signed ? t(words.alreadySignedTitle) : t('signing.page.problemTitle')}
        </Title>
        <Text>{message}</Text>
        {signed ? (
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate(token)}
          >
            {t('signing.page.downloadSigned')}
          </Button>
        ) : (
          <Text fz="sm" c="gray.8">
            {t(words.problemHint)}
          </Text>
        )}
        <BackToPromotion />
      </Stack>
    </Card>
  );
}

function Finished({ token, done, words }: { token: string; done: Done; words: SignWords }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadSignedPdf();
  const signed = done.kind === 'signed';
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" ta="center" gap="sm" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" style={signed ? TONES.positive : TONES.neutral}>
          {signed ? <IconCircleCheck size={36} aria-hidden /> : <IconX size={36} aria-hidden />}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {signed ? t(words.doneTitle) : t('signing.page.declinedTitle')}
        </Title>
        <Text>{done.message}</Text>
        {done.kind === 'signed' ? (
          <>
            <Text fz="sm" c="gray.8">
              {t('signing.page.signedAt', { date: format.dateTime(done.signedAt) })}
            </Text>
            <Button
              size="md"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(token)}
            >
              {t('signing.page.downloadSigned')}
            </Button>
            <Box ta="left" w="100%" p="sm" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Text fz="sm" fw={600}>
                {t('signing.page.fingerprint')}
              </Text>
              <Text fz="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {done.hash}
              </Text>
            </Box>
          </>
        ) : (
          <Text fz="sm" c="gray.8">
            {t(words.declinedHint)}
          </Text>
        )}
        <BackToPromotion />
      </Stack>
    </Card>
  );
}

/**
 * A customer who came from a promotion (the portal opens this page with `?promotion=<id>`) goes
 * back to it. The public view names no promotion: the link is the portal's own path, whose screen
 * checks the reader's access itself; no one signed in as a customer, no link.
 */
function BackToPromotion() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const id = params.get('promotion') ?? '';
  if (session?.user.userType !== USER_TYPE.customer || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return (
    <Button
      component={Link}
      to={generatePath(paths.contentItem, { id })}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {t('signing.page.backToPromotion')}
    </Button>
  );
}
