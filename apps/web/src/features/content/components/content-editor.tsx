import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Tabs.css';
import {
  Button,
  Checkbox,
  Group,
  Indicator,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTENT_AUDIENCES,
  CONTENT_LIMITS,
  type ContentAudience,
  type ContentEdit,
  type ContentInput,
  type ContentKind,
  contentInputSchema,
  LANGUAGES,
  type Language,
} from '@portal/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveContent } from '../api/save-content';
import { LIST_PATH } from '../kinds';
import { paths } from '../paths';
import { AdhesionEditor, type FormDraft, formDraftOf, formInputOf } from './adhesion-editor';
import { FilePanel } from './file-panel';
import { RichText } from './rich-text';

type TextDraft = { title: string; summary: string; body: string };
type Draft = {
  texts: Record<Language, TextDraft>;
  audience: ContentAudience[];
  publish_on: string;
  withdraw_on: string;
  /** A promotion's adhesion form. */
  adhesion: FormDraft;
};

const blank: TextDraft = { title: '', summary: '', body: '' };
const today = () => new Date().toLocaleDateString('en-CA');

function draftOf(item: ContentEdit | undefined): Draft {
  const text = (language: Language): TextDraft => {
    const stored = item?.texts[language];
    return stored ? { title: stored.title, summary: stored.summary ?? '', body: stored.body } : blank;
  };
  return {
    texts: { it: text('it'), en: text('en'), fr: text('fr'), es: text('es') },
    audience: item?.audience ?? [...CONTENT_AUDIENCES],
    publish_on: item?.publish_on ?? today(),
    withdraw_on: item?.withdraw_on ?? '',
    adhesion: formDraftOf(item, today()),
  };
}

function inputOf(draft: Draft, kind: ContentKind, item: ContentEdit | undefined): ContentInput {
  const text = (t: TextDraft) => ({ title: t.title, summary: t.summary || undefined, body: t.body });
  return {
    texts: {
      it: text(draft.texts.it),
      en: text(draft.texts.en),
      fr: text(draft.texts.fr),
      es: text(draft.texts.es),
    },
    audience: draft.audience,
    publish_on: draft.publish_on,
    withdraw_on: draft.withdraw_on || null,
    ...(kind === 'promotion' ? { adhesion: formInputOf(draft.adhesion, Boolean(item?.adhesion)) } : {}),
  };
}

/**
 * The staff editor of an item: a tab per language (Italian required), the rich text, who sees it,
 * its publication and withdrawal days; once saved, its images and attachments.
 */
export function ContentEditor({ kind, item }: { kind: ContentKind; item?: ContentEdit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveContent();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<Language>('it');
  const setText = (language: Language, field: keyof TextDraft, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [language]: { ...d.texts[language], [field]: value } } }));
  const error = (path: string) => errors[path];
  const tabHasError = (language: Language) => Object.keys(errors).some((k) => k.startsWith(`texts.${language}.`));

  const submit = async () => {
    const input = inputOf(draft, kind, item);
    const checked = contentInputSchema.safeParse(input);
    if (!checked.success) {
      const found = Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), t(i.message)]));
      setErrors(found);
      const first = LANGUAGES.find((l) => Object.keys(found).some((k) => k.startsWith(`texts.${l}.`)));
      if (first) setTab(first);
      return;
    }
    setErrors({});
    try {
      const done = await save.mutateAsync({ id: item?.id, kind, body: input });
      notifySuccess(done.message);
      if (!item) navigate(generatePath(paths.contentEdit, { id: String(done.id) }), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
    }
  };

  const back = item ? generatePath(paths.contentItem, { id: String(item.id) }) : LIST_PATH[kind];
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="xs">
        <Button
          component={Link}
          to={back}
          variant="subtle"
          px={4}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('content.page.back')}
        </Button>
      </Group>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t(item ? 'content.page.editTitle' : 'content.page.newTitle', { kind: t(`content.kind.${kind}`) })}
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Tabs value={tab} onChange={(value) => value && setTab(value as Language)}>
          <Tabs.List>
            {LANGUAGES.map((language) => (
              <Tabs.Tab key={language} value={language}>
                <Indicator disabled={!tabHasError(language)} color="red" size={8} offset={-4}>
                  {t(`content.languages.${language}`)}
                  {language === 'it' ? ' *' : ''}
                </Indicator>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGUAGES.map((language) => (
            <Tabs.Panel key={language} value={language} pt="md">
              <Stack gap="sm">
                <Text fz="xs" c="dimmed">
                  {t(language === 'it' ? 'content.page.requiredLanguage' : 'content.page.optionalLanguage')}
                </Text>
                <TextInput
                  label={t('content.fields.title')}
                  required={language === 'it'}
                  maxLength={CONTENT_LIMITS.title}
                  value={draft.texts[language].title}
                  onChange={(e) => setText(language, 'title', e.currentTarget.value)}
                  error={error(`texts.${language}.title`)}
                  lang={language}
                />
                <Textarea
                  label={t('content.fields.summary')}
                  autosize
                  minRows={2}
                  maxLength={CONTENT_LIMITS.summary}
                  value={draft.texts[language].summary}
                  onChange={(e) => setText(language, 'summary', e.currentTarget.value)}
                  error={error(`texts.${language}.summary`)}
                  lang={language}
                />
                <RichText
                  label={t('content.fields.body')}
                  value={draft.texts[language].body}
                  onChange={(html) => setText(language, 'body', html)}
                  error={error(`texts.${language}.body`)}
                  itemId={item?.id}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Checkbox.Group
            label={t('content.fields.audience')}
            value={draft.audience}
            onChange={(value) => setDraft((d) => ({ ...d, audience: value as ContentAudience[] }))}
            error={error('audience')}
            withAsterisk
          >
            <Stack gap={6} mt={6}>
              {CONTENT_AUDIENCES.map((a) => (
                <Checkbox key={a} value={a} label={t(`content.audience.${a}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            type="date"
            label={t('content.fields.publish_on')}
            required
            value={draft.publish_on}
            onChange={(e) => setDraft((d) => ({ ...d, publish_on: e.currentTarget.value }))}
            error={error('publish_on')}
          />
          <TextInput
            type="date"
            label={t('content.fields.withdraw_on')}
            value={draft.withdraw_on}
            onChange={(e) => setDraft((d) => ({ ...d, withdraw_on: e.currentTarget.value }))}
            error={error('withdraw_on')}
          />
        </SimpleGrid>
      </Paper>
      {kind === 'promotion' ? (
        <AdhesionEditor
          draft={draft.adhesion}
          onChange={(adhesion) => setDraft((d) => ({ ...d, adhesion }))}
          error={error}
        />
      ) : null}
      <FilePanel itemId={item?.id} files={item?.files ?? []} />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('content.page.save')}
        </Button>
      </Group>
    </Stack>
  );
}
