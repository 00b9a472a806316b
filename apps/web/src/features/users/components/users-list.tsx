import '@mantine/core/styles/Combobox.css';
import { Button, Select, Stack, Text } from '@mantine/core';
import { USER_TYPE, type UserRow } from '@portal/contracts';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ListFilters } from '../../../components/table/list-filters';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { StatusBadge } from '../../../components/table/status-badge';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useUsers } from '../api/get-users';
import { useSetUserDisabled } from '../api/set-user-disabled';

/** Columns the API sorts by (apps/api users repository). */
const SORTABLE = ['username', 'name', 'email', 'userType', 'last_login_at'] as const;

/** Who, what role and whether enabled always in sight; the e-mail under the name, the scope under the role. */
const COLUMNS: ColumnLayouts = {
  // A user name is one long word at times (an e-mail prefix): it breaks rather than widen the table.
  username: { card: 'title', breakAnywhere: true },
  email: { foldInto: 'name', breakAnywhere: true },
  agency: { foldInto: 'userType' },
  customer: { foldInto: 'userType' },
  // A moment may break between its date and its time when the room is short.
  last_login_at: { card: 'aside' },
  disabled: { nowrap: true, card: 'state' },
};

export function UsersList() {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const list = useListParams(['userType', 'disabled'] as const, {}, { sort: 'username', order: 'asc' });
  const query = useUsers({
    ...list.query,
    userType: list.filters.userType ? Number(list.filters.userType) : undefined,
    disabled: list.filters.disabled === 'true' || list.filters.disabled === 'false' ? list.filters.disabled : undefined,
  });
  const toggle = useSetUserDisabled();
  const [target, setTarget] = useState<UserRow | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      const { message } = await toggle.mutateAsync({ id: target.id, disabled: !target.disabled });
      notifySuccess(message);
    } finally {
      setTarget(null);
    }
  };

  return (
    <Stack gap="md">
      <ListFilters
        active={[list.filters.userType, list.filters.disabled].filter(Boolean).length}
        search={<SearchInput label={t('users.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        <Select
          label={t('users.page.roleFilter')}
          w={{ base: '100%', xs: 190 }}
          data={[
            { value: 'all', label: t('common.all') },
            ...Object.values(USER_TYPE).map((v) => ({ value: String(v), label: t(`generic.legend.userTypes.${v}`) })),
          ]}
          value={list.filters.userType || 'all'}
          onChange={(value) => list.setFilter('userType', value === 'all' ? '' : (value ?? ''))}
          allowDeselect={false}
        />
        <Select
          label={t('users.page.statusFilter')}
          w={{ base: '100%', xs: 190 }}
          data={[
            { value: 'all', label: t('common.all') },
            { value: 'false', label: t('users.page.active') },
            { value: 'true', label: t('users.page.disabled') },
          ]}
          value={list.filters.disabled || 'all'}
          onChange={(value) => list.setFilter('disabled', value === 'all' ? '' : (value ?? ''))}
          allowDeselect={false}
        />
      </ListFilters>
      <ServerTable<UserRow>
        caption={t('users.page.title')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        {...list.table}
        columns={COLUMNS}
        render={{
          name: (row) => `${row.name} ${row.surname}`,
          userType: (row) => t(`generic.legend.userTypes.${row.userType}`),
          last_login_at: (row) => format.shortDateTime(row.last_login_at),
          disabled: (row) =>
            row.disabled ? (
              <StatusBadge tone="negative">{t('users.page.disabled')}</StatusBadge>
            ) : (
              <StatusBadge tone="positive">{t('users.page.active')}</StatusBadge>
            ),
        }}
        actions={(row) =>
          row.id === session?.user.userId ? (
            <Text fz="xs" c="dimmed">
              {t('users.page.you')}
            </Text>
          ) : (
            <Button
              size="xs"
              variant={row.disabled ? 'light' : 'default'}
              color={row.disabled ? undefined : 'red.9'}
              leftSection={
                row.disabled ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />
              }
              onClick={() => setTarget(row)}
              aria-label={t(row.disabled ? 'users.page.enableUser' : 'users.page.disableUser', {
                username: row.username,
              })}
            >
              {row.disabled ? t('users.page.enable') : t('users.page.disable')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={target !== null}
        title={target?.disabled ? t('users.page.enableTitle') : t('users.page.disableTitle')}
        message={t(target?.disabled ? 'users.page.enableMessage' : 'users.page.disableMessage', {
          name: target ? `${target.name} ${target.surname} (${target.username})` : '',
        })}
        confirmLabel={target?.disabled ? t('users.page.enable') : t('users.page.disable')}
        danger={!target?.disabled}
        loading={toggle.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
