import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DownloadLatest } from '@portal/contracts';
import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DashboardTile } from '../../components/dashboard/tile';
import { Widget } from '../../components/dashboard/widget';
import { api } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import './api/kind';
import { paths } from './paths';

/** Five rows of a title and a date, measured in Italian. */
const HEIGHT = 5 * 42;

/** The newest files the reader may download, each opening its folder. */
function LatestDownloadsWidget() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const query = useQuery({
    queryKey: ['dashboard', 'downloads', i18n.resolvedLanguage ?? i18n.language],
    queryFn: ({ signal }) => api<DownloadLatest>('dashboard/downloads', { signal }),
    meta: { shows: ['downloads'] },
  });
  return (
    <Widget
      id="dashboard-downloads"
      title={t('downloads.page.latestTitle')}
      link={{ to: paths.downloads, label: t('downloads.page.title') }}
      query={query}
      height={HEIGHT}
      empty={t('downloads.page.latestEmpty')}
      isEmpty={(data) => data.files.length === 0}
    >
      {(data) => (
        <Stack gap="xs">
          {data.files.map((file) => (
            <Group key={file.id} gap="xs" wrap="nowrap" align="flex-start">
              <IconFile size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`${paths.downloads}?folder=${file.folder_id}`} fz="sm" lineClamp={1}>
                  {file.title}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {format.date(file.created_at)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Widget>
  );
}

/** Agents, customers and the press: what they may download lately. */
export const tiles: DashboardTile[] = [
  {
    id: 'downloads',
    order: 79,
    column: 'narrow',
    roles: [USER_TYPE.agent, USER_TYPE.customer],
    forPress: true,
    Tile: LatestDownloadsWidget,
  },
];
