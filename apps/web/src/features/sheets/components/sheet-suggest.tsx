import '@mantine/core/styles/Combobox.css';
import { Autocomplete } from '@mantine/core';
import type { RegistryLookupType } from '@portal/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useRegistryLookup } from '../api/get-registry-lookup';
import { isRequired, type SheetFormOutput, type SheetFormValues } from './sheet-form-model';

type Form = UseFormReturn<SheetFormValues, unknown, SheetFormOutput>;

/**
 * A text field of the sheet that suggests the entries of a registry list (standard payment
 * terms, banks): pick one or write another, as agreed with the client.
 */
export function SheetSuggest({
  form,
  section,
  field,
  list,
  wide,
}: {
  form: Form;
  section: 'terms' | 'bank';
  field: string;
  list: RegistryLookupType;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const entries = useRegistryLookup(list).data ?? [];
  return (
    <Controller
      control={form.control}
      name={`fields.${section}.${field}` as never}
      render={({ field: input, fieldState }) => (
        <Autocomplete
          label={t(`sheets.fields.${field}`)}
          withAsterisk={isRequired(section, field)}
          data={[...new Set(entries.map((e) => e.label))]}
          value={(input.value as string | undefined) ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          ref={input.ref}
          name={input.name}
          maxLength={section === 'bank' ? 120 : 200}
          autoComplete="off"
          limit={50}
          style={wide ? { gridColumn: '1 / -1' } : undefined}
          error={fieldMessage(fieldState.error, t)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
