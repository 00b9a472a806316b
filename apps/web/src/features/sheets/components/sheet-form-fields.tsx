import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import { Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldError, type UseFormReturn, useWatch } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form-errors';
import { useCountries } from '../../../lib/lookups/get-countries';
import { useProvinces } from '../../../lib/lookups/get-provinces';
import { useTranslation } from '../../../lib/use-translation';
import { isRequired, type SheetFormOutput, type SheetFormValues, type SheetSectionKey } from './sheet-form-model';

type Form = UseFormReturn<SheetFormValues, unknown, SheetFormOutput>;
type FieldPath = `fields.${SheetSectionKey}.${string}`;

function errorAt(form: Form, path: string): FieldError | undefined {
  let node: unknown = form.formState.errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as FieldError | undefined;
}

/** One text field of the sheet, labelled from the shared catalogue and marked when required. */
export function SheetText({
  form,
  section,
  field,
  type,
  inputMode,
  autoComplete,
  maxLength,
  uppercase,
  hint,
  wide,
}: {
  form: Form;
  section: SheetSectionKey;
  field: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  maxLength?: number;
  uppercase?: boolean;
  hint?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const path = `fields.${section}.${field}` as FieldPath;
  return (
    <TextInput
      label={t(`sheets.fields.${field}`)}
      description={hint}
      withAsterisk={isRequired(section, field)}
      type={type ?? 'text'}
      inputMode={inputMode}
      autoComplete={autoComplete ?? 'off'}
      maxLength={maxLength}
      styles={uppercase ? { input: { textTransform: 'uppercase' } } : undefined}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
      {...form.register(path as never)}
      error={fieldMessage(errorAt(form, path), t)}
    />
  );
}

export function SheetTextarea({ form, section, field }: { form: Form; section: SheetSectionKey; field: string }) {
  const { t } = useTranslation();
  const path = `fields.${section}.${field}`;
  return (
    <Textarea
      label={t(`sheets.fields.${field}`)}
      autosize
      minRows={2}
      maxRows={8}
      style={{ gridColumn: '1 / -1' }}
      {...form.register(path as never)}
      error={fieldMessage(errorAt(form, path), t)}
    />
  );
}

/** Address lines; the country and, in Italy, the province are picked from the server's lists. */
export function SheetAddress({
  form,
  section,
}: {
  form: Form;
  section: 'legal_seat' | 'postal_address' | 'delivery_place';
}) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  const provinces = useProvinces().data ?? [];
  const country = useWatch({ control: form.control, name: `fields.${section}.country` });
  const italy = !country || country.toUpperCase() === 'IT';
  return (
    <>
      <SheetText form={form} section={section} field="address" autoComplete="street-address" wide />
      <SheetText
        form={form}
        section={section}
        field="postal_code"
        inputMode={italy ? 'numeric' : 'text'}
        autoComplete="postal-code"
      />
      <SheetText form={form} section={section} field="city" autoComplete="address-level2" />
      {italy ? (
        <Controller
          control={form.control}
          name={`fields.${section}.province`}
          render={({ field, fieldState }) => (
            <Select
              label={t('sheets.fields.province')}
              withAsterisk={isRequired(section, 'province') || section !== 'legal_seat'}
              searchable
              clearable
              nothingFoundMessage={t('common.noOptions')}
              data={provinces.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldMessage(fieldState.error, t)}
              autoComplete="off"
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      ) : (
        <SheetText form={form} section={section} field="province" maxLength={2} uppercase />
      )}
      <Controller
        control={form.control}
        name={`fields.${section}.country`}
        render={({ field, fieldState }) => (
          <Select
            label={t('sheets.fields.country')}
            withAsterisk
            searchable
            nothingFoundMessage={t('common.noOptions')}
            data={countries.filter((c) => c.type === 'country').map((c) => ({ value: c.id, label: c.name }))}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              form.setValue(`fields.${section}.province`, '');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldMessage(fieldState.error, t)}
            autoComplete="off"
          />
        )}
      />
    </>
  );
}

/** Postal address and delivery place: "same as the legal seat" hides the address lines. */
export function SheetOtherAddress({ form, section }: { form: Form; section: 'postal_address' | 'delivery_place' }) {
  const { t } = useTranslation();
  const same = useWatch({ control: form.control, name: `fields.${section}.same_as_legal_seat` });
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('sheets.fields.same_as_legal_seat')}
        {...form.register(`fields.${section}.same_as_legal_seat`)}
      />
      {same ? null : (
        <Grid>
          <SheetAddress form={form} section={section} />
        </Grid>
      )}
      {section === 'delivery_place' ? (
        <Grid>
          <SheetTextarea form={form} section="delivery_place" field="notes" />
        </Grid>
      ) : null}
    </Stack>
  );
}

export function AgencyPicker({ form, agencies }: { form: Form; agencies: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="fields.agency.agency_id"
      render={({ field, fieldState }) => (
        <Select
          label={t('sheets.fields.agency_name')}
          withAsterisk
          searchable
          nothingFoundMessage={t('common.noOptions')}
          data={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          readOnly={agencies.length === 1 && Boolean(field.value)}
          error={fieldMessage(fieldState.error, t)}
        />
      )}
    />
  );
}

export function Grid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
