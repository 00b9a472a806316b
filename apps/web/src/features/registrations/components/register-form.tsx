import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { REGISTRATION_KINDS, type RegisterRequest, registerRequestSchema } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useCountries } from '../../../lib/lookups/get-countries';
import { useProvinces } from '../../../lib/lookups/get-provinces';
import { useRegister } from '../api/register';

type FormInput = z.input<typeof registerRequestSchema>;
type FieldName = keyof FormInput;

const FIELDS: FieldName[] = [
  'username',
  'name',
  'surname',
  'company_name',
  'magazine',
  'vat_number',
  'email',
  'phone',
  'fax',
  'user_type',
  'country',
  'province',
  'city',
  'postal_code',
  'address',
  'customer_code',
  'privacy',
];

const DEFAULTS: FormInput = {
  user_type: 'it_reseller',
  username: '',
  email: '',
  name: '',
  surname: '',
  phone: '',
  fax: '',
  company_name: '',
  magazine: '',
  vat_number: '',
  customer_code: '',
  country: 'IT',
  province: '',
  city: '',
  postal_code: '',
  address: '',
  privacy: false as unknown as true,
};

/** The registration request (spec §3) of an Italian reseller, a foreign reseller or the press. */
export function RegisterForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useTranslation();
  const send = useRegister();
  const form = useZodForm<FormInput, RegisterRequest>(registerRequestSchema, { defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const kind = form.watch('user_type');
  const country = form.watch('country');
  const italy = country === 'IT';
  const countries = useCountries();
  const provinces = useProvinces(italy);
  const error = (name: FieldName) => fieldMessage(errors[name], t);
  const text = (name: FieldName, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...extra} {...form.register(name)} error={error(name)} />
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await send.mutateAsync({ ...values, language: currentLanguage() });
      onSent(message);
    } catch (failure) {
      if (applyServerErrors(failure, form.setError, FIELDS)) return;
      if (failure instanceof ApiError && failure.key === 'errors.usernameTaken') {
        form.setError('username', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (failure instanceof ApiError && failure.key === 'errors.emailTaken') {
        form.setError('email', { type: 'server', message: failure.message }, { shouldFocus: true });
      }
    }
  });

  const onKindChange = (value: string) => {
    form.setValue('user_type', value as FormInput['user_type'], { shouldValidate: form.formState.isSubmitted });
    if (value === 'it_reseller') form.setValue('country', 'IT');
    if (value === 'foreign_reseller' && form.getValues('country') === 'IT') form.setValue('country', '');
    if (form.formState.isSubmitted) void form.trigger(['country', 'company_name', 'magazine', 'vat_number']);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.title')}>
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="user_type"
          render={({ field }) => (
            <Radio.Group
              label={t('register.kind')}
              withAsterisk
              value={field.value}
              onChange={onKindChange}
              error={error('user_type')}
            >
              <Group mt="xs" gap="lg">
                {REGISTRATION_KINDS.map((k) => (
                  <Radio key={k} value={k} label={t(`legend.registrationKinds.${k}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        <Section title={t('register.sectionAccount')}>
          {text('username', t('auth.username'), {
            withAsterisk: true,
            autoComplete: 'username',
            autoCapitalize: 'none',
            description: t('register.usernameHint'),
          })}
          {text('email', t('auth.email'), { withAsterisk: true, type: 'email', autoComplete: 'email' })}
        </Section>

        <Section title={t('register.sectionPerson')}>
          {text('name', t('register.name'), { withAsterisk: true, autoComplete: 'given-name' })}
          {text('surname', t('register.surname'), { withAsterisk: true, autoComplete: 'family-name' })}
          {text('phone', t('register.phone'), { withAsterisk: true, type: 'tel', autoComplete: 'tel' })}
          {text('fax', t('register.fax'), { type: 'tel' })}
        </Section>

        <Section title={kind === 'press' ? t('register.sectionPublisher') : t('register.sectionCompany')}>
          {kind === 'press'
            ? text('magazine', t('register.magazine'), { withAsterisk: true })
            : text('company_name', t('register.company'), { withAsterisk: true, autoComplete: 'organization' })}
          {text('vat_number', kind === 'it_reseller' ? t('register.vatNumber') : t('register.vatOrTaxCode'), {
            withAsterisk: true,
          })}
          {kind !== 'press'
            ? text('customer_code', t('register.customerCode'), { description: t('register.customerCodeHint') })
            : null}
        </Section>

        <Section title={t('register.sectionAddress')}>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('register.country')}
                withAsterisk
                searchable
                nothingFoundMessage={t('common.noOptions')}
                data={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  form.setValue('province', '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={error('country')}
                disabled={kind === 'it_reseller'}
                autoComplete="off"
              />
            )}
          />
          {italy ? (
            <Controller
              control={form.control}
              name="province"
              render={({ field }) => (
                <Select
                  label={t('register.province')}
                  withAsterisk
                  searchable
                  nothingFoundMessage={t('common.noOptions')}
                  data={(provinces.data ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={error('province')}
                  autoComplete="off"
                />
              )}
            />
          ) : (
            text('province', t('register.region'), { autoComplete: 'address-level1' })
          )}
          {text('city', t('register.city'), { withAsterisk: true, autoComplete: 'address-level2' })}
          {text('postal_code', t('register.postalCode'), { withAsterisk: true, autoComplete: 'postal-code' })}
        </Section>
        {text('address', t('register.address'), { withAsterisk: true, autoComplete: 'street-address' })}

        <Divider />
        <Stack gap="xs">
          <Spoiler maxHeight={44} showLabel={t('register.privacyMore')} hideLabel={t('register.privacyLess')}>
            <Text fz="sm" c="dimmed">
              {t('register.privacyNotice')}
            </Text>
          </Spoiler>
          <Checkbox
            label={t('register.privacyConsent')}
            {...form.register('privacy')}
            error={error('privacy')}
            aria-required
          />
        </Stack>

        <Button type="submit" loading={send.isPending} size="md">
          {t('register.submit')}
        </Button>
        <Text fz="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login}>
            {t('auth.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} fz="md" component="legend" mb={4}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
