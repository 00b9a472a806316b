import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADHESION_FIELD_TYPES,
  ADHESION_LIMITS,
  type AdhesionFieldType,
  type AdhesionFormInput,
  type ContentEdit,
  LANGUAGES,
  type Language,
} from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

type PerLanguage = Record<Language, string>;
export type FieldDraft = {
  key: string;
  type: AdhesionFieldType;
  required: boolean;
  labels: PerLanguage;
  /** A choice's options, one per line, per language (the lines of each language match). */
  options: PerLanguage;
};
export type FormDraft = {
  enabled: boolean;
  fields: FieldDraft[];
  conditions: PerLanguage;
  opens_on: string;
  closes_on: string;
};

const empty = (): PerLanguage => ({ it: '', en: '', fr: '', es: '' });
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function formDraftOf(item: ContentEdit | undefined, today: string): FormDraft {
  const stored = item?.adhesion;
  if (!stored) return { enabled: false, fields: [], conditions: empty(), opens_on: today, closes_on: '' };
  return {
    enabled: true,
    fields: stored.fields.map((f) => {
      const options = empty();
      for (const language of LANGUAGES) {
        options[language] = (f.options ?? []).map((o) => o.labels[language] ?? '').join('\n');
      }
      return {
        key: f.key,
        type: f.type,
        required: f.required,
        labels: { ...empty(), ...(f.labels as Partial<PerLanguage>) },
        options,
      };
    }),
    conditions: { ...empty(), ...(stored.conditions as Partial<PerLanguage>) },
    opens_on: stored.opens_on,
    closes_on: stored.closes_on ?? '',
  };
}

const optional = (text: string) => text.trim() || undefined;

/** The form as the API takes it; undefined when the item never had one and still has none. */
export function formInputOf(draft: FormDraft, had: boolean): AdhesionFormInput | null | undefined {
  if (!draft.enabled) return had ? null : undefined;
  return {
    fields: draft.fields.map((f) => ({
      key: f.key,
      type: f.type,
      required: f.required,
      labels: { it: f.labels.it, en: optional(f.labels.en), fr: optional(f.labels.fr), es: optional(f.labels.es) },
      options:
        f.type === 'choice'
          ? lines(f.options.it).map((it, i) => ({
              key: `o${i + 1}`,
              labels: {
                it,
                en: lines(f.options.en)[i],
                fr: lines(f.options.fr)[i],
                es: lines(f.options.es)[i],
              },
            }))
          : undefined,
    })),
    conditions: {
      it: draft.conditions.it,
      en: optional(draft.conditions.en),
      fr: optional(draft.conditions.fr),
      es: optional(draft.conditions.es),
    },
    opens_on: draft.opens_on,
    closes_on: draft.closes_on || null,
  };
}

const nextKey = (fields: FieldDraft[]) => {
  let n = fields.length + 1;
  while (fields.some((f) => f.key === `f${n}`)) n++;
  return `f${n}`;
};

/** The staff editor of a promotion's adhesion form: its fields, conditions per language and days. */
/** One text box per language, side by side from a tablet up; Italian is the one required. */
function PerLanguageTextareas({
  value,
  minRows,
  maxLength,
  label,
  onChange,
  error,
}: {
  value: PerLanguage;
  minRows: number;
  maxLength?: number;
  label: (language: Language) => string;
  onChange: (value: PerLanguage) => void;
  error: (language: Language) => string | undefined;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {LANGUAGES.map((language) => (
        <Textarea
          key={language}
          lang={language}
          autosize
          minRows={minRows}
          label={label(language)}
          withAsterisk={language === 'it'}
          maxLength={maxLength}
          value={value[language]}
          onChange={(e) => onChange({ ...value, [language]: e.currentTarget.value })}
          error={error(language)}
        />
      ))}
    </SimpleGrid>
  );
}

export function AdhesionEditor({
  draft,
  onChange,
  error,
}: {
  draft: FormDraft;
  onChange: (next: FormDraft) => void;
  error: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const setField = (i: number, change: Partial<FieldDraft>) =>
    onChange({ ...draft, fields: draft.fields.map((f, j) => (j === i ? { ...f, ...change } : f)) });
  const languageName = (language: Language) => t(`content.languages.${language}`);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="adhesion-form">
      <Stack gap="md">
        <Title order={2} fz="md" id="adhesion-form">
          {t('content.adhesion.title')}
        </Title>
        <Checkbox
          label={t('content.adhesion.page.enable')}
          checked={draft.enabled}
          onChange={(e) => {
            const enabled = e.currentTarget.checked;
            onChange({
              ...draft,
              enabled,
              fields:
                enabled && draft.fields.length === 0
                  ? [{ key: 'f1', type: 'text', required: true, labels: empty(), options: empty() }]
                  : draft.fields,
            });
          }}
        />
        {draft.enabled ? (
          <>
            {error('adhesion.fields') ? (
              <Text c="red.9" fz="sm" role="alert">
                {error('adhesion.fields')}
              </Text>
            ) : null}
            {draft.fields.map((field, i) => (
              <Paper key={field.key} withBorder p="sm" radius="md" bg="gray.0">
                <Stack gap="xs">
                  <Group gap="sm" align="flex-end" wrap="wrap">
                    <NativeSelect
                      label={t('content.adhesion.page.fieldType')}
                      value={field.type}
                      onChange={(e) => setField(i, { type: e.currentTarget.value as AdhesionFieldType })}
                      data={ADHESION_FIELD_TYPES.map((type) => ({
                        value: type,
                        label: t(`content.adhesion.types.${type}`),
                      }))}
                    />
                    <Checkbox
                      mb={8}
                      label={t('content.adhesion.page.required')}
                      checked={field.required}
                      onChange={(e) => setField(i, { required: e.currentTarget.checked })}
                    />
                    <Button
                      ml="auto"
                      variant="subtle"
                      color="red.9"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => onChange({ ...draft, fields: draft.fields.filter((_, j) => j !== i) })}
                    >
                      {t('content.adhesion.page.removeField')}
                    </Button>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    {LANGUAGES.map((language) => (
                      <TextInput
                        key={language}
                        lang={language}
                        label={t('content.adhesion.page.fieldLabel', { language: languageName(language) })}
                        withAsterisk={language === 'it'}
                        maxLength={ADHESION_LIMITS.label}
                        value={field.labels[language]}
                        onChange={(e) =>
                          setField(i, { labels: { ...field.labels, [language]: e.currentTarget.value } })
                        }
                        error={error(`adhesion.fields.${i}.labels.${language}`)}
                      />
                    ))}
                  </SimpleGrid>
                  {field.type === 'choice' ? (
                    <PerLanguageTextareas
                      value={field.options}
                      minRows={2}
                      label={(language) => t('content.adhesion.page.options', { language: languageName(language) })}
                      onChange={(options) => setField(i, { options })}
                      error={(language) => (language === 'it' ? error(`adhesion.fields.${i}.options`) : undefined)}
                    />
                  ) : null}
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={draft.fields.length >= ADHESION_LIMITS.fields}
                onClick={() =>
                  onChange({
                    ...draft,
                    fields: [
                      ...draft.fields,
                      { key: nextKey(draft.fields), type: 'text', required: false, labels: empty(), options: empty() },
                    ],
                  })
                }
              >
                {t('content.adhesion.page.addField')}
              </Button>
            </Group>
            <PerLanguageTextareas
              value={draft.conditions}
              minRows={3}
              maxLength={ADHESION_LIMITS.conditions}
              label={(language) => t('content.adhesion.page.conditions', { language: languageName(language) })}
              onChange={(conditions) => onChange({ ...draft, conditions })}
              error={(language) => error(`adhesion.conditions.${language}`)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                type="date"
                label={t('content.adhesion.page.opensOn')}
                required
                value={draft.opens_on}
                onChange={(e) => onChange({ ...draft, opens_on: e.currentTarget.value })}
                error={error('adhesion.opens_on')}
              />
              <TextInput
                type="date"
                label={t('content.adhesion.page.closesOn')}
                value={draft.closes_on}
                onChange={(e) => onChange({ ...draft, closes_on: e.currentTarget.value })}
                error={error('adhesion.closes_on')}
              />
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
