import { Group, Loader, Stack, Text } from '@mantine/core';
import { DetailList } from '../../../components/layout/detail-list';
import { StatusBadge } from '../../../components/table/status-badge';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useSoftwareAccess } from '../api/get-software-access';

/** Whether the client may use the quotation and ordering software, and since when. */
export function SoftwareAccess({ agencyId, clientId }: { agencyId: number | undefined; clientId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const access = useSoftwareAccess(agencyId, clientId);
  if (!agencyId)
    return (
      <Text c="dimmed" fz="sm">
        {t('clients.page.noAgency')}
      </Text>
    );
  if (access.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (!access.data)
    return (
      <Text c="dimmed" fz="sm">
        {t('notices.pageLoadError')}
      </Text>
    );
  const a = access.data;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <StatusBadge tone={a.enabled ? 'positive' : 'neutral'}>
          {a.enabled ? t('clients.page.softwareEnabled') : t('clients.page.softwareDisabled')}
        </StatusBadge>
      </Group>
      {a.enabled ? (
        <DetailList
          items={[
            { label: t('clients.page.softwareUser'), value: a.username },
            { label: t('clients.page.softwareSince'), value: format.date(a.since) },
            { label: t('clients.page.softwareLastAccess'), value: format.dateTime(a.last_access_at) },
          ]}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          {t('clients.page.softwareHint')}
        </Text>
      )}
    </Stack>
  );
}
