import '@mantine/core/styles/Grid.css';
import { Anchor, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileText, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { QueryError } from '../../../components/errors/query-error';
import { Notice } from '../../../components/feedback/notice';
import { DetailList } from '../../../components/layout/detail-list';
import { PageHeader } from '../../../components/layout/page-header';
import { ClientStatusBadge, SheetStatusBadge } from '../../../components/table/domain-status-badges';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useClient } from '../api/get-client';
import { SheetVersions } from './sheet-versions';
import { SoftwareAccess } from './software-access';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="md" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** The client card: the spec §3 extras, revenue, the quotation software, the sheet versions. */
export function ClientCardView({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useClient(clientId);
  const back = (
    <Button component={Link} to={paths.clients} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('clients.page.backToList')}
    </Button>
  );
  if (query.isError && !query.data) {
    return <QueryError error={query.error} back={{ to: paths.clients, label: t('clients.page.backToList') }} />;
  }
  const c = query.data;
  if (!c) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={40} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  const money = (value: number) =>
    format.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const sheetLink = generatePath(paths.sheet, { id: String(c.id) });

  return (
    <Stack gap="md">
      <PageHeader
        title={c.company_name}
        description={[c.code, c.agency?.name].filter(Boolean).join(' · ') || undefined}
        actions={
          <Group gap="xs">
            {back}
            {c.client_status !== 'deleted' ? (
              <Button component={Link} to={sheetLink} leftSection={<IconFileText size={18} aria-hidden />}>
                {c.sheet ? t('clients.page.openSheet') : t('clients.page.createSheet')}
              </Button>
            ) : null}
          </Group>
        }
      />
      {c.deletion ? (
        <Notice
          tone={c.client_status === 'deleted' ? 'negative' : 'warning'}
          role="status"
          icon={<IconTrash aria-hidden />}
          title={t(`clients.status.${c.client_status}`)}
        >
          {t('clients.page.deletionBy', {
            name: c.deletion.requested_by ?? '—',
            date: format.dateTime(c.deletion.requested_at),
          })}
          {c.deletion.reason ? ` — ${c.deletion.reason}` : ''}
        </Notice>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Section title={t('clients.page.data')}>
            <DetailList
              items={[
                { label: t('sheets.fields.company_name'), value: c.company_name, wide: true },
                { label: t('clients.page.sheetStatus'), value: <SheetStatusBadge status={c.card_status} /> },
                { label: t('clients.columns.client_status'), value: <ClientStatusBadge status={c.client_status} /> },
                { label: t('sheets.fields.vat_number'), value: c.vat_number },
                { label: t('sheets.fields.tax_code'), value: c.tax_code },
                { label: t('sheets.fields.address'), value: c.address, wide: true },
                { label: t('sheets.fields.postal_code'), value: c.postal_code },
                { label: t('sheets.fields.city'), value: c.city },
                { label: t('sheets.fields.province'), value: c.province },
                { label: t('sheets.fields.country'), value: c.country_label },
                { label: t('sheets.fields.phone'), value: c.phone },
                { label: t('sheets.fields.mobile'), value: c.mobile },
                { label: t('sheets.fields.fax'), value: c.fax },
                { label: t('clients.columns.email'), value: c.email },
                { label: t('clients.columns.agency'), value: c.agency?.name },
              ]}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            <Section
              title={t('clients.page.revenue')}
              action={
                // The revenue screen's client view: its categories and its progress through the year.
                c.agency ? (
                  <Anchor component={Link} to={`${paths.revenue}?agency=${c.agency.id}&client=${c.id}`} fz="sm">
                    {t('clients.page.revenueByMonth')}
                  </Anchor>
                ) : undefined
              }
            >
              <SimpleGrid cols={2} spacing="sm">
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
                    {t('clients.page.revenueYear', { year: c.revenue.previous_year })}
                  </Text>
                  <Text fz="xl" fw={700}>
                    {money(c.revenue.previous_year_amount)}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
                    {t('clients.page.revenueYear', { year: c.revenue.current_year })}
                  </Text>
                  <Text fz="xl" fw={700}>
                    {money(c.revenue.current_year_amount)}
                  </Text>
                </Stack>
              </SimpleGrid>
            </Section>
            <Section title={t('clients.page.software')}>
              <SoftwareAccess agencyId={c.agency?.id} clientId={c.id} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <Section title={t('clients.page.versions')}>
        <SheetVersions clientId={c.id} />
      </Section>
    </Stack>
  );
}
