import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CONTENT_AUDIENCES, type ContentKind, type ContentRow, type ContentState, isStaff } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { FilterSegments } from '../../../components/table/filter-segments';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useContentList } from '../api/get-content-list';
import { paths } from '../paths';

const COLUMNS: ColumnLayouts = {
  title: { card: 'title' },
  publish_on: { card: 'aside', nowrap: true },
  withdraw_on: { card: 'fact', nowrap: true, foldInto: 'publish_on' },
  audience: { card: 'fact' },
  state: { card: 'state', nowrap: true },
};

const STATE_TONE: Record<ContentState, Tone> = { published: 'positive', scheduled: 'info', withdrawn: 'neutral' };

/** One kind's items, newest first, unread ones marked; staff also filter by state and audience and edit. */
export function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const staff = session ? isStaff(session.user.userType) : false;
  const list = useListParams(['unread', 'state', 'audience'] as const);
  const query = useContentList(kind, {
    page: list.page,
    pageSize: list.pageSize,
    q: list.q || undefined,
    unread: list.filters.unread === 'true' ? 'true' : undefined,
    state: (staff && (list.filters.state as ContentState)) || undefined,
    audience: (staff && (list.filters.audience as (typeof CONTENT_AUDIENCES)[number])) || undefined,
  });
  const active = [list.filters.unread, list.filters.state, list.filters.audience].filter(Boolean).length;
  const title = (row: ContentRow) => (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="center">
        {row.read ? null : <StatusBadge tone="info">{t('content.page.unread')}</StatusBadge>}
        <Anchor
          component={Link}
          to={generatePath(paths.contentItem, { id: String(row.id) })}
          fz="sm"
          fw={row.read ? 500 : 700}
        >
          {row.title}
        </Anchor>
      </Group>
      {row.summary ? (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {row.summary}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Stack gap="md">
      <ListFilters
        active={active}
        search={<SearchInput label={t('content.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        <FilterSegments
          label={t('content.page.unreadOnly')}
          value={list.filters.unread === 'true' ? 'true' : ''}
          onChange={(value) => list.setFilter('unread', value)}
          data={[
            { value: '', label: t('content.page.allStates') },
            { value: 'true', label: t('content.page.unread') },
          ]}
          besideFields={staff}
        />
        {staff ? (
          <>
            <FilterSegments
              label={t('content.columns.state')}
              value={list.filters.state}
              onChange={(value) => list.setFilter('state', value)}
              data={[
                { value: '', label: t('content.page.allStates') },
                { value: 'published', label: t('content.state.published') },
                { value: 'scheduled', label: t('content.state.scheduled') },
                { value: 'withdrawn', label: t('content.state.withdrawn') },
              ]}
              besideFields
            />
            <FilterSelect
              label={t('content.columns.audience')}
              placeholder={t('content.page.allAudiences')}
              data={CONTENT_AUDIENCES.map((a) => ({ value: a, label: t(`content.audience.${a}`) }))}
              value={list.filters.audience || null}
              onChange={(value) => list.setFilter('audience', value ?? '')}
            />
          </>
        ) : null}
      </ListFilters>
      <ServerTable<ContentRow>
        caption={t(`content.kinds.${kind}`)}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t('content.page.empty')}
        columns={COLUMNS}
        render={{
          title,
          publish_on: (row) => format.date(row.publish_on),
          withdraw_on: (row) => (row.withdraw_on ? format.date(row.withdraw_on) : '—'),
          audience: (row) => row.audience.map((a) => t(`content.audience.${a}`)).join(', '),
          state: (row) => <StatusBadge tone={STATE_TONE[row.state]}>{row.state_label}</StatusBadge>,
        }}
        actions={
          staff
            ? (row) => (
                <RowAction
                  tooltip={t('content.page.edit')}
                  label={`${t('content.page.edit')}: ${row.title}`}
                  icon={<IconPencil size={18} aria-hidden />}
                  to={generatePath(paths.contentEdit, { id: String(row.id) })}
                />
              )
            : undefined
        }
      />
    </Stack>
  );
}
