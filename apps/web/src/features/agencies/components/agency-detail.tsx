import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { AgencyDetail, ClientRow } from '@portal/contracts';
import { IconArrowLeft, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { QueryError } from '../../../components/errors/query-error';
import { DetailList } from '../../../components/layout/detail-list';
import { PageHeader } from '../../../components/layout/page-header';
import { CLIENT_COLUMNS, useClientCells } from '../../../components/table/client-cells';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { withoutColumns } from '../../../components/table/without-columns';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useAgency } from '../api/get-agency';
import { useAgencyClients } from '../api/get-agency-clients';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** An agency (staff) or the agent's own one: data, agents, sheets by state, clients. */
export function AgencyDetailView({ agencyId }: { agencyId: number | null }) {
  const { t } = useTranslation();
  const query = useAgency(agencyId);
  const a = query.data;
  const back = agencyId ? (
    <Button component={Link} to={paths.agencies} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('agencies.page.backToList')}
    </Button>
  ) : undefined;
  if (query.isError && !a) {
    const way = agencyId
      ? { to: paths.agencies, label: t('agencies.page.backToList') }
      : { to: paths.home, label: t('common.home') };
    return <QueryError error={query.error} back={way} />;
  }
  if (!a) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={40} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader
        title={agencyId ? a.name : t('agencies.page.myTitle')}
        description={agencyId ? a.code : `${a.name} · ${a.code}`}
        actions={
          <Group gap="xs">
            {back}
            <Button
              component={Link}
              to={paths.registry + (agencyId ? `?agent=${a.id}` : '')}
              leftSection={<IconFileText size={18} aria-hidden />}
            >
              {t('agencies.page.openRegistry')}
            </Button>
          </Group>
        }
      />
      <SheetCounts agency={a} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="agency-data" title={t('agencies.page.data')}>
          <DetailList
            items={[
              { label: t('agencies.columns.code'), value: a.code },
              { label: t('agencies.columns.name'), value: a.name },
              {
                label: t('agencies.columns.city'),
                value: [a.city, a.province ? `(${a.province})` : null].filter(Boolean).join(' '),
              },
              { label: t('agencies.columns.clients'), value: String(a.clients) },
              {
                label: t('agencies.columns.email'),
                value: a.email ? <Anchor href={`mailto:${a.email}`}>{a.email}</Anchor> : null,
              },
              {
                label: t('agencies.columns.phone'),
                value: a.phone ? <Anchor href={`tel:${a.phone}`}>{a.phone}</Anchor> : null,
              },
            ]}
          />
        </Section>
        <Section id="agency-agents" title={t('agencies.columns.agents')}>
          {a.agent_users.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('agencies.page.noAgents')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320} type="native">
              <Table verticalSpacing="xs">
                <Table.Caption className="visually-hidden">{t('agencies.columns.agents')}</Table.Caption>
                <Table.Tbody>
                  {a.agent_users.map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td fw={600}>{`${u.name} ${u.surname}`}</Table.Td>
                      <Table.Td>
                        <Anchor href={`mailto:${u.email}`} fz="sm">
                          {u.email}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{u.phone ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>
      </SimpleGrid>
      <Section id="agency-clients" title={t('agencies.page.clients')}>
        <AgencyClients agencyId={a.id} />
      </Section>
    </Stack>
  );
}

/** Tiles of the agency's clients by sheet state; each opens the registry filtered by it. */
function SheetCounts({ agency }: { agency: AgencyDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tiles = agency.sheet_counts.filter(
    (c) => c.count > 0 || ['draft', 'sent', 'signed', 'confirmed'].includes(c.status),
  );
  return (
    <section aria-label={t('agencies.page.byState')}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
        {tiles.map((c) => (
          <UnstyledButton
            key={c.status}
            component={Link}
            to={`${paths.registry}?status=${c.status}&agent=${agency.id}`}
          >
            <Card withBorder radius="md" padding="sm" h="100%">
              <Text fz="xs" fw={600} c="gray.8" tt="uppercase" lineClamp={2}>
                {c.label}
              </Text>
              <Text fz={26} fw={700} lh={1.2}>
                {format.number(c.count)}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  );
}

function AgencyClients({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation();
  const cells = useClientCells((row) => generatePath(paths.client, { id: String(row.id) }));
  const list = useListParams([] as const);
  const query = useAgencyClients({
    agent: agencyId,
    ...list.query,
  });
  return (
    <Stack gap="sm">
      <SearchInput label={t('clients.page.search')} value={list.q} onChange={list.setQuery} />
      <ServerTable<ClientRow>
        caption={t('agencies.page.clients')}
        data={withoutColumns(query.data, ['agency'])}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={['code', 'company_name', 'city', 'sheet_status', 'client_status', 'updated_at']}
        {...list.table}
        emptyText={list.q ? t('clients.errors.noResults') : t('clients.errors.noClients')}
        render={cells}
        columns={CLIENT_COLUMNS}
      />
    </Stack>
  );
}
