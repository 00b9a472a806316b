import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ShippingPlace, shippingPlaceSchema, type ToSendRow } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/feedback/dialog';
import { useZodForm } from '../../../lib/form';
import { fieldMessage } from '../../../lib/form-errors';
import { useCountries } from '../../../lib/lookups/get-countries';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { usePrepareShipment } from '../api/prepare-shipment';

type PlaceInput = z.input<typeof shippingPlaceSchema>;
const FIELDS = ['recipient', 'address', 'postal_code', 'city', 'province', 'country'] as const;

/**
 * Asks before preparing: the requests go to the client (its address, the default) or to another
 * place typed in.
 */
export function PrepareModal({
  opened,
  requests,
  onClose,
  onPrepared,
}: {
  opened: boolean;
  requests: ToSendRow[];
  onClose: () => void;
  onPrepared: () => void;
}) {
  const { t } = useTranslation();
  const prepare = usePrepareShipment();
  const countries = useCountries();
  const [otherPlace, setOtherPlace] = useState(false);
  const client = requests[0]?.client ?? '';
  const form = useZodForm<PlaceInput, ShippingPlace>(shippingPlaceSchema, {
    defaultValues: { recipient: client, address: '', postal_code: '', city: '', province: '', country: 'IT' },
  });
  useEffect(() => {
    if (opened) {
      setOtherPlace(false);
      form.reset({ recipient: client, address: '', postal_code: '', city: '', province: '', country: 'IT' });
    }
  }, [opened, client, form]);
  const error = (name: (typeof FIELDS)[number]) => fieldMessage(form.formState.errors[name], t);

  const send = async (place?: ShippingPlace) => {
    try {
      const { message } = await prepare.mutateAsync({ requests: requests.map((r) => r.id), place });
      notifySuccess(message);
      onPrepared();
    } catch {
      // The API's message is shown as a toast.
    }
  };
  const submit = otherPlace
    ? form.handleSubmit((place) => send(place))
    : (event: React.FormEvent) => {
        event.preventDefault();
        void send();
      };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('shipments.page.prepareTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('shipments.page.prepareMessage', { count: requests.length, client })}</Text>
          <Checkbox
            label={t('shipments.page.otherPlace')}
            checked={otherPlace}
            onChange={(event) => setOtherPlace(event.currentTarget.checked)}
          />
          {otherPlace ? (
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={600} fz="sm" mb={4}>
                {t('shipments.page.place')}
              </Text>
              <TextInput
                label={t('shipments.columns.recipient')}
                withAsterisk
                {...form.register('recipient')}
                error={error('recipient')}
              />
              <TextInput
                label={t('shipments.page.address')}
                withAsterisk
                autoComplete="street-address"
                {...form.register('address')}
                error={error('address')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={t('shipments.page.postalCode')}
                  withAsterisk
                  autoComplete="postal-code"
                  {...form.register('postal_code')}
                  error={error('postal_code')}
                />
                <TextInput
                  label={t('shipments.columns.city')}
                  withAsterisk
                  autoComplete="address-level2"
                  {...form.register('city')}
                  error={error('city')}
                />
                <TextInput
                  label={t('shipments.page.province')}
                  maxLength={2}
                  {...form.register('province')}
                  error={error('province')}
                />
                <Controller
                  control={form.control}
                  name="country"
                  render={({ field }) => (
                    <Select
                      label={t('shipments.page.country')}
                      withAsterisk
                      searchable
                      nothingFoundMessage={t('common.noOptions')}
                      data={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={error('country')}
                      autoComplete="off"
                    />
                  )}
                />
              </SimpleGrid>
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('shipments.columns.recipient')}: {client} — {t('shipments.page.clientAddress')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={prepare.isPending} data-autofocus>
              {t('shipments.page.prepare')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
