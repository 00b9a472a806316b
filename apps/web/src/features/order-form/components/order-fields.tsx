import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ORDER_FORM_DETAILS,
  ORDER_FORM_LIMITS,
  ORDER_FORM_REQUIRED,
  type OrderFormFieldsInput,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';

type TextField = Exclude<keyof OrderFormFieldsInput, 'client' | 'lines' | 'privacy_consent'>;

const REQUIRED = new Set<string>(ORDER_FORM_REQUIRED);

const MAX: Record<TextField, number> = {
  customer_code: ORDER_FORM_LIMITS.customerCode,
  province: ORDER_FORM_LIMITS.province,
  model: ORDER_FORM_LIMITS.detail,
  finish: ORDER_FORM_LIMITS.detail,
  handle: ORDER_FORM_LIMITS.detail,
  top: ORDER_FORM_LIMITS.detail,
  carcass: ORDER_FORM_LIMITS.detail,
  plinth: ORDER_FORM_LIMITS.detail,
  feet: ORDER_FORM_LIMITS.detail,
  reference: ORDER_FORM_LIMITS.reference,
  order_date: 10,
  requested_delivery_date: 10,
  payment: ORDER_FORM_LIMITS.payment,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} fz="sm" mb={4}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The order's own fields (spec §3): whom it is for (the client picker above them, `client`), the
 * customer code and province, the furniture's details, then reference, dates and payment.
 */
export function OrderFields({
  register,
  errors,
  client,
  disabled,
}: {
  register: UseFormRegister<OrderFormFieldsInput>;
  errors: FieldErrors<OrderFormFieldsInput>;
  client: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = (name: TextField, extra: { type?: string; upper?: boolean } = {}) => (
    <TextInput
      key={name}
      label={t(`orderForm.fields.${name}`)}
      withAsterisk={REQUIRED.has(name)}
      type={extra.type}
      maxLength={MAX[name]}
      autoCapitalize={extra.upper ? 'characters' : undefined}
      styles={extra.upper ? { input: { textTransform: 'uppercase' } } : undefined}
      {...register(name)}
      error={fieldMessage(errors[name], t)}
      disabled={disabled}
    />
  );
  return (
    <Stack gap="lg">
      <Section title={t('orderForm.page.customerSection')}>
        {client}
        <SimpleGrid cols={2} spacing="sm">
          {input('customer_code', { upper: true })}
          {input('province', { upper: true })}
        </SimpleGrid>
      </Section>
      <Section title={t('orderForm.page.furnitureSection')}>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {ORDER_FORM_DETAILS.map((name) => input(name))}
        </SimpleGrid>
      </Section>
      <Section title={t('orderForm.page.orderSection')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {input('reference')}
          {input('payment')}
          {input('order_date', { type: 'date' })}
          {input('requested_delivery_date', { type: 'date' })}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
