import '@mantine/core/styles/Drawer.css';
import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import type { RegistrationRow } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { DetailList } from '../../../components/layout/detail-list';
import { useFormat } from '../../../lib/format';
import { useCountries } from '../../../lib/lookups/get-countries';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useApproveRegistration } from '../api/approve-registration';
import { CustomerClaimPanel } from './customer-claim';
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
  // The request whose account the approver chose to attach to the company its code names.
  const [attachFor, setAttachFor] = useState<number | null>(null);
  const r = registration;
  const attachTo = r?.status === 'pending' && attachFor === r.id ? r.customer_claim?.client : undefined;
  const data = (r?.data ?? {}) as Record<string, string | undefined>;
  const countryName = (code?: string) => countries.data?.find((c) => c.id === code)?.name ?? code;
  const language = data.language ? t(`language.names.${data.language}`, { defaultValue: data.language }) : undefined;

  const doApprove = async () => {
    if (!r) return;
    try {
      const { message } = await approve.mutateAsync({ id: r.id, client_id: attachTo?.id });
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
      title={<Text fw={700}>{t('registrations.page.detailTitle')}</Text>}
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
              { label: t('registrations.form.kind'), value: t(`generic.legend.registrationKinds.${r.user_type}`) },
              { label: t('auth.page.username'), value: r.username },
              { label: t('registrations.form.name'), value: data.name },
              { label: t('registrations.form.surname'), value: data.surname },
              { label: t('auth.page.email'), value: r.email },
              { label: t('registrations.form.phone'), value: data.phone },
              { label: t('registrations.form.fax'), value: data.fax },
              r.user_type === 'press'
                ? { label: t('registrations.form.magazine'), value: data.magazine }
                : { label: t('registrations.form.company'), value: data.company_name },
              { label: t('registrations.form.vatOrTaxCode'), value: data.vat_number },
              { label: t('registrations.form.address'), value: data.address, wide: true },
              { label: t('registrations.form.postalCode'), value: data.postal_code },
              { label: t('registrations.form.city'), value: data.city },
              { label: t('registrations.form.province'), value: data.province },
              { label: t('registrations.form.country'), value: countryName(data.country) },
              { label: t('account.page.language'), value: language },
              { label: t('registrations.page.submittedAt'), value: format.dateTime(r.created_at) },
              { label: t('registrations.form.privacyConsentShort'), value: t('common.yes') },
              ...(r.decided_at
                ? [{ label: t('registrations.page.decidedAt'), value: format.dateTime(r.decided_at) }]
                : []),
              ...(r.reason ? [{ label: t('registrations.page.reason'), value: r.reason, wide: true }] : []),
            ]}
          />
          {r.customer_claim ? (
            <CustomerClaimPanel
              claim={r.customer_claim}
              data={data}
              attach={r.status === 'pending' ? attachFor === r.id : null}
              onAttachChange={(checked) => setAttachFor(checked ? r.id : null)}
            />
          ) : null}
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
                  {t('registrations.page.reject')}
                </Button>
                <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={() => setConfirming(true)}>
                  {t('registrations.page.approve')}
                </Button>
              </Group>
            </>
          ) : null}
          <ConfirmDialog
            opened={confirming}
            title={t('registrations.page.approveTitle')}
            message={
              attachTo
                ? t('registrations.page.approveAttachMessage', { company: attachTo.company_name, email: r.email })
                : t('registrations.page.approveMessage', { email: r.email })
            }
            confirmLabel={t('registrations.page.approve')}
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
