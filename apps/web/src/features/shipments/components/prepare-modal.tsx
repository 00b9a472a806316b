import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ShippingPlace, shippingPlaceSchema, type ToSendRow } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Dialog } from '../../../components/feedback/dialog';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { fieldMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useCountries } from '../../../lib/lookups/get-countries';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useShippingTo } from '../api/get-shipping-to';
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
  const navigate = useNavigate();
  const format = useFormat();
  const destinations = useShippingTo(opened ? requests[0]?.client_id : undefined);
  const home = destinations.data?.find((d) => d.kind === 'client');
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
      const { id, message } = await prepare.mutateAsync({ requests: requests.map((r) => r.id), place });
      // The toast leads to the new preparation (its drawer, on the preparations' screen).
      notifySuccess(
        <Stack gap={4}>
          <Text fz="sm">{message}</Text>
          <Anchor component="button" type="button" fz="sm" onClick={() => navigate(`${paths.preparations}?open=${id}`)}>
            {t('shipments.page.openPreparation')}
          </Anchor>
        </Stack>,
      );
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
            <Stack gap={2} data-testid="prepare-client-address">
              <Text fz="sm" fw={600}>
                {t('shipments.page.clientAddress')}
              </Text>
              {home ? (
                <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                  {[
                    home.place.recipient,
                    home.place.address,
                    [home.place.postal_code, home.place.city, home.place.province ? `(${home.place.province})` : '']
                      .filter(Boolean)
                      .join(' '),
                    format.country(home.place.country),
                  ]
                    .filter(Boolean)
                    .join('\n')}
                </Text>
              ) : (
                <Text fz="sm" c="dimmed">
                  {client}
                </Text>
              )}
              {home && !home.complete ? (
                <Text fz="sm" c="red.8">
                  {t('shipments.errors.placeIncomplete')}
                </Text>
              ) : null}
            </Stack>
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
