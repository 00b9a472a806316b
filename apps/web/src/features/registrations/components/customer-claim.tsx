import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Table.css';
import { Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ClaimDifference, CustomerClaim } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Notice } from '../../../components/feedback/notice';
import { StatusBadge } from '../../../components/table/status-badge';
import { useCountries } from '../../../lib/lookups/get-countries';
import { useTranslation } from '../../../lib/use-translation';

type Line = { label: string; typed?: string | null; found?: string | null; field?: ClaimDifference };

/**
 * A reseller's customer code is only a claim: the company it names is shown beside what the
 * registrant typed, differences flagged, and attaching the account to it is a box the approver
 * ticks (`attach` null once the request is decided: nothing left to choose).
 */
export function CustomerClaimPanel({
  claim,
  data,
  attach,
  onAttachChange,
}: {
  claim: CustomerClaim;
  data: Record<string, string | undefined>;
  attach: boolean | null;
  onAttachChange: (attach: boolean) => void;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const countryName = (code?: string | null) => countries.data?.find((c) => c.id === code)?.name ?? code;
  const client = claim.client;
  const title = (
    <Title order={3} fz="md">
      {t('registrations.page.claimTitle', { code: claim.code })}
    </Title>
  );

  if (!client) {
    return (
      <Stack gap="xs" component="section" aria-label={t('registrations.page.claimTitle', { code: claim.code })}>
        {title}
        <Notice tone="warning">{t('registrations.page.claimNone', { code: claim.code })}</Notice>
      </Stack>
    );
  }

  const lines: Line[] = [
    {
      label: t('registrations.form.company'),
      typed: data.company_name,
      found: client.company_name,
      field: 'company_name',
    },
    {
      label: t('registrations.form.vatOrTaxCode'),
      typed: data.vat_number,
      found: client.vat_number,
      field: 'vat_number',
    },
    {
      label: t('registrations.form.country'),
      typed: countryName(data.country),
      found: countryName(client.country),
      field: 'country',
    },
    { label: t('registrations.form.city'), typed: data.city, found: client.city },
    { label: t('registrations.page.claimAgency'), found: client.agency },
  ];
  const differs = (line: Line) => line.field !== undefined && claim.differences.includes(line.field);
  const cell = (value: ReactNode) => (value === undefined || value === null || value === '' ? '—' : value);

  return (
    <Stack gap="sm" component="section" aria-label={t('registrations.page.claimTitle', { code: claim.code })}>
      {title}
      <Text fz="sm" c="dimmed">
        {t('registrations.page.claimHint')}
      </Text>
      <Table layout="fixed" withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">
              <span className="visually-hidden">{t('registrations.page.claimTitle', { code: claim.code })}</span>
            </Table.Th>
            <Table.Th>{t('registrations.page.claimRequest')}</Table.Th>
            <Table.Th>{t('registrations.page.claimCompany')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.label} data-differs={differs(line) || undefined}>
              <Table.Th scope="row" fw={600} c="dimmed" fz="xs" tt="uppercase">
                {line.label}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{cell(line.typed)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                <Group gap={6} wrap="wrap">
                  <span>{cell(line.found)}</span>
                  {differs(line) ? (
                    <StatusBadge tone="negative">{t('registrations.page.claimDiffers')}</StatusBadge>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {claim.differences.length > 0 ? <Notice tone="warning">{t('registrations.page.claimWarning')}</Notice> : null}
      {attach !== null ? (
        <Checkbox
          checked={attach}
          onChange={(event) => onAttachChange(event.currentTarget.checked)}
          label={t('registrations.page.attachLabel', { company: client.company_name, code: client.code })}
          description={t('registrations.page.attachHint')}
        />
      ) : null}
    </Stack>
  );
}
