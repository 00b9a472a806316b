import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import type { RegistrationRow } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { DetailList } from '../../../components/layout/detail-list';
import { useFormat } from '../../../lib/format';
import { useCountries } from '../../../lib/lookups/get-countries';
import { notifySuccess } from '../../../lib/notify';
import { useApproveRegistration } from '../api/approve-registration';
import { RegistrationStatusBadge } from './registration-status-badge';
import { RejectModal } from './reject-modal';

/** Everything the applicant submitted, with approve and reject while the request is pending. */
export function RegistrationDrawer({
  registration,
  onClose,
}: {
  registration: RegistrationRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const countries = useCountries();
  const approve = useApproveRegistration();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const r = registration;
  const data = (r?.data ?? {}) as Record<string, string | undefined>;
  const countryName = (code?: string) => countries.data?.find((c) => c.id === code)?.name ?? code;
  const language = data.language ? t(`language.names.${data.language}`, { defaultValue: data.language }) : undefined;

  const doApprove = async () => {
    if (!r) return;
    try {
      const { message } = await approve.mutateAsync(r.id);
      notifySuccess(message);
      setConfirming(false);
      onClose();
    } catch {
      setConfirming(false);
    }
  };

  return (
    <Drawer
      opened={r !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{t('registrations.detailTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {r ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <Text fw={600} fz="lg">
              {r.company_name ?? `${r.name} ${r.surname}`}
            </Text>
            <RegistrationStatusBadge status={r.status} />
          </Group>
          <DetailList
            items={[
              { label: t('register.kind'), value: t(`legend.registrationKinds.${r.user_type}`) },
              { label: t('auth.username'), value: r.username },
              { label: t('register.name'), value: data.name },
              { label: t('register.surname'), value: data.surname },
              { label: t('auth.email'), value: r.email },
              { label: t('register.phone'), value: data.phone },
              { label: t('register.fax'), value: data.fax },
              r.user_type === 'press'
                ? { label: t('register.magazine'), value: data.magazine }
                : { label: t('register.company'), value: data.company_name },
              { label: t('register.vatOrTaxCode'), value: data.vat_number },
              { label: t('register.customerCode'), value: data.customer_code },
              { label: t('register.address'), value: data.address, wide: true },
              { label: t('register.postalCode'), value: data.postal_code },
              { label: t('register.city'), value: data.city },
              { label: t('register.province'), value: data.province },
              { label: t('register.country'), value: countryName(data.country) },
              { label: t('account.language'), value: language },
              { label: t('registrations.submittedAt'), value: format.dateTime(r.created_at) },
              { label: t('register.privacyConsentShort'), value: t('common.yes') },
              ...(r.decided_at ? [{ label: t('registrations.decidedAt'), value: format.dateTime(r.decided_at) }] : []),
              ...(r.reason ? [{ label: t('registrations.reason'), value: r.reason, wide: true }] : []),
            ]}
          />
          {r.status === 'pending' ? (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button
                  variant="default"
                  color="red.9"
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={() => setRejecting(true)}
                >
                  {t('registrations.reject')}
                </Button>
                <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setConfirming(true)}>
                  {t('registrations.approve')}
                </Button>
              </Group>
            </>
          ) : null}
          <ConfirmDialog
            opened={confirming}
            title={t('registrations.approveTitle')}
            message={t('registrations.approveMessage', { email: r.email })}
            confirmLabel={t('registrations.approve')}
            loading={approve.isPending}
            onConfirm={() => void doApprove()}
            onClose={() => setConfirming(false)}
          />
          <RejectModal
            registrationId={rejecting ? r.id : null}
            onClose={() => setRejecting(false)}
            onRejected={() => {
              setRejecting(false);
              onClose();
            }}
          />
        </Stack>
      ) : null}
    </Drawer>
  );
}
