import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Spoiler.css';
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
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useCountries } from '../../../lib/lookups/get-countries';
import { useProvinces } from '../../../lib/lookups/get-provinces';
import { useTranslation } from '../../../lib/use-translation';
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
      if (failure instanceof ApiError && failure.key === 'registrations.errors.usernameTaken') {
        form.setError('username', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (failure instanceof ApiError && failure.key === 'registrations.errors.emailTaken') {
        form.setError('email', { type: 'server', message: failure.message }, { shouldFocus: true });
      }
    }
  });

  const onKindChange = (value: string) => {
    form.setValue('user_type', value as FormInput['user_type'], { shouldValidate: form.formState.isSubmitted });
    if (value === 'it_reseller') form.setValue('country', 'IT');
    // The press gives no customer code (the server refuses one): a code typed first goes with the field.
    if (value === 'press') form.setValue('customer_code', '');
    if (value === 'foreign_reseller' && form.getValues('country') === 'IT') form.setValue('country', '');
    if (form.formState.isSubmitted) void form.trigger(['country', 'company_name', 'magazine', 'vat_number']);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('registrations.form.title')}>
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="user_type"
          render={({ field }) => (
            <Radio.Group
              label={t('registrations.form.kind')}
              withAsterisk
              value={field.value}
              onChange={onKindChange}
              error={error('user_type')}
            >
              <Group mt="xs" gap="lg">
                {REGISTRATION_KINDS.map((k) => (
                  <Radio key={k} value={k} label={t(`generic.legend.registrationKinds.${k}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        <Section title={t('registrations.form.sectionAccount')}>
          {text('username', t('auth.page.username'), {
            withAsterisk: true,
            autoComplete: 'username',
            autoCapitalize: 'none',
            description: t('registrations.form.usernameHint'),
          })}
          {text('email', t('auth.page.email'), { withAsterisk: true, type: 'email', autoComplete: 'email' })}
        </Section>

        <Section title={t('registrations.form.sectionPerson')}>
          {text('name', t('registrations.form.name'), { withAsterisk: true, autoComplete: 'given-name' })}
          {text('surname', t('registrations.form.surname'), { withAsterisk: true, autoComplete: 'family-name' })}
          {text('phone', t('registrations.form.phone'), { withAsterisk: true, type: 'tel', autoComplete: 'tel' })}
          {text('fax', t('registrations.form.fax'), { type: 'tel' })}
        </Section>

        <Section
          title={kind === 'press' ? t('registrations.form.sectionPublisher') : t('registrations.form.sectionCompany')}
        >
          {kind === 'press'
            ? text('magazine', t('registrations.form.magazine'), { withAsterisk: true })
            : text('company_name', t('registrations.form.company'), {
                withAsterisk: true,
                autoComplete: 'organization',
              })}
          {text(
            'vat_number',
            kind === 'it_reseller' ? t('registrations.form.vatNumber') : t('registrations.form.vatOrTaxCode'),
            {
              withAsterisk: true,
            },
          )}
          {kind !== 'press'
            ? text('customer_code', t('registrations.form.customerCode'), {
                description: t('registrations.form.customerCodeHint'),
              })
            : null}
        </Section>

        <Section title={t('registrations.form.sectionAddress')}>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('registrations.form.country')}
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
                  label={t('registrations.form.province')}
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
            text('province', t('registrations.form.region'), { autoComplete: 'address-level1' })
          )}
          {text('city', t('registrations.form.city'), { withAsterisk: true, autoComplete: 'address-level2' })}
          {text('postal_code', t('registrations.form.postalCode'), { withAsterisk: true, autoComplete: 'postal-code' })}
        </Section>
        {text('address', t('registrations.form.address'), { withAsterisk: true, autoComplete: 'street-address' })}

        <Divider />
        <Stack gap="xs">
          <Spoiler
            maxHeight={44}
            showLabel={t('registrations.form.privacyMore')}
            hideLabel={t('registrations.form.privacyLess')}
          >
            <Text fz="sm" c="dimmed">
              {t('registrations.form.privacyNotice')}
            </Text>
          </Spoiler>
          <Checkbox
            label={t('registrations.form.privacyConsent')}
            {...form.register('privacy')}
            error={error('privacy')}
            aria-required
          />
        </Stack>

        <Button type="submit" loading={send.isPending} size="md">
          {t('registrations.form.submit')}
        </Button>
        <Text fz="sm" ta="center">
          {t('registrations.form.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login}>
            {t('auth.page.signIn')}
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
