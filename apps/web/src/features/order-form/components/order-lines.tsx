import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ORDER_FORM_LIMITS, type OrderFormFields, type OrderFormFieldsInput } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, type FieldError, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { blankLine } from '../lib/order-values';

type Form = {
  control: Control<OrderFormFieldsInput, unknown, OrderFormFields>;
  register: UseFormRegister<OrderFormFieldsInput>;
};

/** The order's lines, a quantity and a description each, added and removed; one at least stays. */
export function OrderLines({
  form,
  errors,
  disabled,
}: {
  form: Form;
  errors: FieldErrors<OrderFormFieldsInput>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  // A rule on the whole list ("at least one line") is the array's own error, or its root's.
  const arrayError = errors.lines as (FieldError & { root?: FieldError }) | undefined;
  const listError = fieldMessage(arrayError?.root ?? (arrayError?.message ? arrayError : undefined), t);
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} fz="sm" mb={4}>
        {t('orderForm.fields.lines')} *
      </Text>
      {lines.fields.map((line, index) => (
        <Group key={line.id} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('orderForm.fields.quantity')}
            inputMode="numeric"
            w={96}
            maxLength={6}
            {...form.register(`lines.${index}.quantity` as const)}
            error={fieldMessage(errors.lines?.[index]?.quantity, t)}
            disabled={disabled}
          />
          <Textarea
            label={t('orderForm.fields.description')}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={ORDER_FORM_LIMITS.lineDescription}
            style={{ flex: 1 }}
            {...form.register(`lines.${index}.description` as const)}
            error={fieldMessage(errors.lines?.[index]?.description, t)}
            disabled={disabled}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size="lg"
            aria-label={t('orderForm.page.removeLine', { number: index + 1 })}
            disabled={disabled || lines.fields.length === 1}
            onClick={() => lines.remove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {listError ? (
        <Text c="red" fz="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={disabled || lines.fields.length >= ORDER_FORM_LIMITS.lines}
          onClick={() => lines.append(blankLine())}
        >
          {t('orderForm.page.addLine')}
        </Button>
      </Group>
    </Stack>
  );
}
