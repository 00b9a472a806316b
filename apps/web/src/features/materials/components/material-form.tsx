import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tabs.css';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import type { MaterialDetail, MaterialInput } from '@portal/contracts';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateMaterial } from '../api/create-material';
import { useFamilies } from '../api/get-families';
import { useUpdateMaterial } from '../api/update-material';
import {
  blankMaterial,
  FORM_FIELDS,
  LANGUAGES,
  type MaterialFormValues,
  materialFormSchema,
  materialToForm,
} from './material-form-model';

/** Errors the server names by key that belong to one field of the form. */
const KEY_FIELDS: Record<string, 'product_code' | 'family_id'> = {
  'materials.errors.codeTaken': 'product_code',
  'materials.errors.unknownFamily': 'family_id',
};

/** A material's own data: code, family, barcode, names and notes in four languages, features. */
export function MaterialForm({
  material,
  onCreated,
}: {
  material: MaterialDetail | null;
  onCreated: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const families = useFamilies();
  const decimalSeparator = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? '.' : ',';
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  // Fresh data from the server (after a save, an image, a load) replaces only untouched fields.
  const values = useMemo(() => (material ? materialToForm(material) : undefined), [material]);
  const form = useZodForm<MaterialFormValues, MaterialInput>(materialFormSchema, {
    defaultValues: values ?? blankMaterial(),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (material) {
        notifySuccess((await update.mutateAsync({ id: material.id, body: values })).message);
      } else {
        const created = await create.mutateAsync(values);
        notifySuccess(created.message);
        onCreated(created.id);
      }
    } catch (error) {
      if (applyServerErrors(error, form.setError, FORM_FIELDS)) return;
      const field = error instanceof ApiError && error.key ? KEY_FIELDS[error.key] : undefined;
      if (field && error instanceof ApiError) form.setError(field, { type: 'server', message: error.message });
    }
  });

  const languageHasError = (lang: (typeof LANGUAGES)[number]) => Boolean(errors.names?.[lang] || errors.notes?.[lang]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('materials.fields.product_code')}
            withAsterisk
            maxLength={40}
            {...form.register('product_code')}
            error={fieldMessage(errors.product_code, t)}
          />
          <Controller
            control={form.control}
            name="family_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('materials.fields.family_id')}
                withAsterisk
                data={(families.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                allowDeselect={false}
                error={fieldMessage(fieldState.error, t)}
              />
            )}
          />
          <TextInput
            label={t('materials.fields.barcode')}
            maxLength={40}
            {...form.register('barcode')}
            error={fieldMessage(errors.barcode, t)}
          />
          <TextInput
            type="date"
            label={t('materials.fields.first_edition')}
            {...form.register('first_edition')}
            error={fieldMessage(errors.first_edition, t)}
          />
        </SimpleGrid>
        <Tabs defaultValue="it" keepMounted>
          <Tabs.List>
            {LANGUAGES.map((lang) => (
              <Tabs.Tab key={lang} value={lang} c={languageHasError(lang) ? 'var(--mantine-color-error)' : undefined}>
                {t(`language.names.${lang}`)}
                {lang === 'it' ? ' *' : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGUAGES.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={`${t('materials.fields.names')} (${t(`language.names.${lang}`)})`}
                  withAsterisk={lang === 'it'}
                  maxLength={200}
                  {...form.register(`names.${lang}`)}
                  error={fieldMessage(errors.names?.[lang], t)}
                />
                <Textarea
                  label={`${t('materials.fields.notes')} (${t(`language.names.${lang}`)})`}
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={2000}
                  {...form.register(`notes.${lang}`)}
                  error={fieldMessage(errors.notes?.[lang], t)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {(['pack_quantity', 'cost', 'price'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t(`materials.fields.${name}`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  min={0}
                  allowNegative={false}
                  allowDecimal={name !== 'pack_quantity'}
                  decimalScale={name === 'pack_quantity' ? 0 : 2}
                  fixedDecimalScale={name !== 'pack_quantity'}
                  decimalSeparator={decimalSeparator}
                  hideControls
                  error={fieldMessage(fieldState.error, t)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('materials.fields.manager')}
            maxLength={100}
            {...form.register('manager')}
            error={fieldMessage(errors.manager, t)}
          />
          <TextInput
            label={t('materials.fields.packaging')}
            maxLength={100}
            {...form.register('packaging')}
            error={fieldMessage(errors.packaging, t)}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox label={t('materials.fields.visible')} {...form.register('visible')} />
          <Checkbox label={t('materials.fields.favourite')} {...form.register('favourite')} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('materials.page.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
