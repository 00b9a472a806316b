import '@mantine/core/styles/SegmentedControl.css';
import { Box, Button, Card, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SignWords } from '@portal/contracts/signing-words';
import { IconSignature } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Notice } from '../../../components/feedback/notice';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useSignSheet } from '../api/sign-steps';
import { loadSignValidation } from '../load-sign-validation';
import { SignaturePad } from './signature-pad';

type Method = 'drawn' | 'typed';
type Answer = { message: string; signed_at: string; document_sha256: string };

/** The typed signature, as the PDF shows it: the name in a handwriting face. */
const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", "URW Chancery L", "Z003", cursive';

/** Step 3: the signer's name and the signature, drawn or typed. */
export function SignStep({
  token,
  code,
  words,
  onSigned,
}: {
  token: string;
  code: string;
  words: SignWords;
  onSigned: (answer: Answer) => void;
}) {
  const { t } = useTranslation();
  const sign = useSignSheet();
  const [method, setMethod] = useState<Method>('drawn');
  const [name, setName] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; signature?: string; form?: string }>({});
  // A drawing or a name typed after a refused attempt takes that field's error away.
  const onDrawn = useCallback((value: string | null) => {
    setDrawn(value);
    if (value) setErrors(({ signature: _, ...rest }) => rest);
  }, []);

  const submit = async () => {
    const body = {
      code,
      signer_name: name,
      signature:
        method === 'drawn' ? { kind: 'drawn' as const, data: drawn ?? '' } : { kind: 'typed' as const, data: name },
    };
    const { signSubmitSchema } = await loadSignValidation();
    const parsed = signSubmitSchema.safeParse(body);
    if (!parsed.success || (method === 'drawn' && !drawn)) {
      const next: typeof errors = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        if (issue.path[0] === 'signer_name') next.name ??= t(issue.message);
        else if (issue.path[0] === 'signature' && method === 'drawn') next.signature ??= t(issue.message);
      }
      if (method === 'drawn' && !drawn) next.signature = t('signing.page.drawFirst');
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      onSigned(await sign.mutateAsync({ token, body: parsed.data }));
    } catch (failure) {
      if (failure instanceof ApiError) setErrors({ form: failure.message });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sign-title">
      <Stack gap="md">
        <Title order={2} fz="md" id="sign-title">
          {t('signing.page.signTitle')}
        </Title>
        <TextInput
          label={t('signing.page.signerName')}
          description={t('signing.page.signerNameHint')}
          withAsterisk
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors(({ name: _, ...rest }) => rest);
          }}
          error={errors.name}
        />
        <SegmentedControl
          fullWidth
          value={method}
          onChange={(value) => {
            setMethod(value as Method);
            setErrors({});
          }}
          data={[
            { value: 'drawn', label: t('signing.page.methodDraw') },
            { value: 'typed', label: t('signing.page.methodType') },
          ]}
          aria-label={t('signing.page.method')}
        />
        {method === 'drawn' ? (
          <Stack gap={4}>
            <SignaturePad onChange={onDrawn} />
            {errors.signature ? (
              <Text c="red.9" fz="sm" role="alert">
                {errors.signature}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Box
            p="md"
            bg="white"
            style={{
              border: '2px dashed var(--mantine-color-gray-5)',
              borderRadius: 'var(--mantine-radius-md)',
              minHeight: 110,
            }}
            aria-label={t('signing.page.typedPreview')}
            role="img"
          >
            <Text
              data-testid="typed-signature"
              style={{
                fontFamily: SCRIPT_FONT,
                fontSize: 40,
                lineHeight: 1.4,
                color: '#0b2545',
                wordBreak: 'break-word',
              }}
            >
              {name.trim() || ' '}
            </Text>
            {!name.trim() ? (
              <Text fz="sm" c="gray.7">
                {t('signing.page.typedHint')}
              </Text>
            ) : null}
          </Box>
        )}
        <Text fz="xs" c="gray.8">
          {t(words.legalNote)}
        </Text>
        {errors.form ? <Notice tone="negative">{errors.form}</Notice> : null}
        <Button
          size="md"
          leftSection={<IconSignature size={20} aria-hidden />}
          loading={sign.isPending}
          onClick={() => void submit()}
        >
          {t(words.signSubmit)}
        </Button>
      </Stack>
    </Card>
  );
}
