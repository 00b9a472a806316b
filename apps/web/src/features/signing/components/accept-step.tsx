import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion, Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import type { SignAccept, SignView } from '@portal/contracts';
import { SHEET_SECTIONS } from '@portal/contracts/sheet-sections';
import { SIGN_WORDS } from '@portal/contracts/signing-words';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Notice } from '../../../components/feedback/notice';
import { DetailList } from '../../../components/layout/detail-list';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useAcceptTerms } from '../api/sign-steps';
import { loadSignValidation } from '../load-sign-validation';
import { LegalText } from './legal-text';

type Checks = { sheet: boolean; privacy: boolean; conditions: boolean };

const rank = (list: readonly string[], key: string) => {
  const i = list.indexOf(key);
  return i < 0 ? list.length : i;
};

/** The sections and fields in the order of the sheet (legal seat first), as the form shows them. */
function inSheetOrder(sections: NonNullable<SignView['sheet']>['sections']) {
  const order = SHEET_SECTIONS.map((s) => s.key as string);
  return [...sections]
    .sort((a, b) => rank(order, a.key) - rank(order, b.key))
    .map((section) => {
      const fields = SHEET_SECTIONS.find((s) => s.key === section.key)?.fields ?? [];
      return { ...section, fields: [...section.fields].sort((a, b) => rank(fields, a.key) - rank(fields, b.key)) };
    });
}

/** Step 1: the sheet, the privacy notice and the sales conditions, each accepted. */
export function AcceptStep({ token, data }: { token: string; data: SignView }) {
  const { t } = useTranslation();
  const accept = useAcceptTerms();
  const [checks, setChecks] = useState<Checks>({ sheet: false, privacy: false, conditions: false });
  const [error, setError] = useState<string | null>(null);
  // A sheet's sections in the form's order; an adhesion's answers as the promotion's form lists them.
  const words = SIGN_WORDS[data.kind];
  const read = data.adhesion?.sections ?? inSheetOrder(data.sheet?.sections ?? []);
  const sections = read.filter((s) => s.fields.some((f) => f.value));

  const submit = async () => {
    const { signAcceptSchema } = await loadSignValidation();
    const parsed = signAcceptSchema.safeParse(checks);
    if (!parsed.success) {
      setError(t(words.mustAccept));
      return;
    }
    setError(null);
    try {
      await accept.mutateAsync({ token, body: parsed.data as SignAccept });
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };
  const box = (key: keyof Checks, label: string) => (
    <Checkbox
      label={label}
      checked={checks[key]}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setChecks((c) => ({ ...c, [key]: checked }));
      }}
      styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
    />
  );

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sign-sheet-title">
        <Title order={2} fz="md" id="sign-sheet-title" mb="xs">
          {t(words.readTitle)}
        </Title>
        <Text fz="sm" c="gray.8" mb="sm">
          {t(words.readHint)}
        </Text>
        <Accordion multiple defaultValue={sections.slice(0, 1).map((s) => s.key)} variant="contained" radius="md">
          {sections.map((section) => (
            <Accordion.Item key={section.key} value={section.key}>
              <Accordion.Control>
                <Text fw={600} fz="sm">
                  {section.label}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <DetailList
                  items={section.fields.filter((f) => f.value).map((f) => ({ label: f.label, value: f.value }))}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Card>
      <LegalText id="sign-privacy" versionLabel={t('signing.page.textVersion')} {...data.texts.privacy} />
      <LegalText id="sign-conditions" versionLabel={t('signing.page.textVersion')} {...data.texts.conditions} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          {box('sheet', t(words.acceptRead))}
          {box('privacy', t('signing.page.acceptPrivacy'))}
          {box('conditions', t(words.acceptConditions))}
          {error ? <Notice tone="negative">{error}</Notice> : null}
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            loading={accept.isPending}
            onClick={() => void submit()}
          >
            {t('signing.page.acceptSubmit')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
