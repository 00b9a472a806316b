import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import { ActionIcon, Anchor, Breadcrumbs, Group, Menu, Pagination, Stack, Table, Text } from '@mantine/core';
import type { DownloadFile, DownloadFolder } from '@portal/contracts';
import { IconDotsVertical, IconDownload, IconFile, IconFolder, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/errors/query-error';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';
import { type BrowseFilter, useDownloads } from '../api/get-downloads';
import { useDeleteFile, useDeleteFolder, useDownloadFile } from '../api/manage';
import { paths } from '../paths';
import { FileDialog } from './file-dialog';
import { FolderDialog } from './folder-dialog';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as people read it: 1.2 MB. */
function useSize() {
  const format = useFormat();
  return (bytes: number) => {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
      value /= 1024;
      unit++;
    }
    return `${format.number(value, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
  };
}

export const folderHref = (id?: number) => (id === undefined ? paths.downloads : `${paths.downloads}?folder=${id}`);

/**
 * A folder's content: its folders, then its files (title, size, date, download); a search lists the
 * files found in every folder. Staff also edit and delete from each row's menu.
 */
export function DownloadsBrowser({
  filter,
  staff,
  onPage,
}: {
  filter: BrowseFilter;
  staff: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const size = useSize();
  const phone = usePhone();
  const query = useDownloads(filter);
  const download = useDownloadFile();
  const deleteFolder = useDeleteFolder();
  const deleteFile = useDeleteFile();
  const [editFolder, setEditFolder] = useState<DownloadFolder | null>(null);
  const [editFile, setEditFile] = useState<DownloadFile | null>(null);
  const [removeFolder, setRemoveFolder] = useState<DownloadFolder | null>(null);
  const [removeFile, setRemoveFile] = useState<DownloadFile | null>(null);
  if (query.isError && !query.data)
    return <QueryError error={query.error} back={{ to: paths.downloads, label: t('downloads.page.top') }} />;
  const data = query.data;
  if (!data) return null;
  const searching = Boolean(filter.q);
  const empty = data.folders.length === 0 && data.files.length === 0;
  const pages = Math.ceil(data.total / data.pageSize);

  return (
    <Stack gap="sm">
      {searching ? (
        <Text fw={600}>{t('downloads.page.searchResults')}</Text>
      ) : (
        <Breadcrumbs separatorMargin={6} aria-label={t('downloads.page.folders')} style={{ flexWrap: 'wrap' }}>
          <Anchor component={Link} to={folderHref()}>
            {t('downloads.page.top')}
          </Anchor>
          {data.breadcrumb.map((crumb, i) =>
            i === data.breadcrumb.length - 1 ? (
              <Text key={crumb.id} fw={600} aria-current="page">
                {crumb.name}
              </Text>
            ) : (
              <Anchor key={crumb.id} component={Link} to={folderHref(crumb.id)}>
                {crumb.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      )}
      {empty ? (
        <Text c="dimmed" py="md">
          {searching ? t('downloads.page.noResults') : t('downloads.page.empty')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('downloads.columns.title')}</Table.Th>
              {phone ? null : <Table.Th ta="right">{t('downloads.columns.size')}</Table.Th>}
              {phone ? null : <Table.Th>{t('downloads.columns.created_at')}</Table.Th>}
              <Table.Th w={staff ? 96 : 56}>
                <span className="visually-hidden">{t('downloads.page.download')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.folders.map((folder) => (
              <Table.Tr key={`d${folder.id}`} data-testid="download-folder">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <IconFolder size={20} color="var(--mantine-color-yellow-8)" aria-hidden />
                    <Stack gap={0}>
                      <Anchor component={Link} to={folderHref(folder.id)} fw={600}>
                        {folder.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t('downloads.page.contents', { folders: folder.folders, files: folder.files })}
                        {staff && folder.audience
                          ? ` · ${folder.audience.map((a) => t(`downloads.audience.${a}`)).join(', ')}`
                          : ''}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                {phone ? null : <Table.Td />}
                {phone ? null : <Table.Td />}
                <Table.Td ta="right">
                  {staff ? (
                    <RowMenu
                      label={folder.name}
                      onEdit={() => setEditFolder(folder)}
                      onDelete={() => setRemoveFolder(folder)}
                    />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
            {data.files.map((file) => (
              <Table.Tr key={file.id} data-testid="download-file">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconFile size={20} color="var(--mantine-color-blue-8)" aria-hidden style={{ flexShrink: 0 }} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {file.title}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {[
                          file.name,
                          phone ? size(file.size) : null,
                          phone ? format.date(file.created_at) : null,
                          searching ? file.path : null,
                          staff && file.audience
                            ? file.audience.map((a) => t(`downloads.audience.${a}`)).join(', ')
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                {phone ? null : (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {size(file.size)}
                  </Table.Td>
                )}
                {phone ? null : <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(file.created_at)}</Table.Td>}
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={`${t('downloads.page.download')}: ${file.title}`}
                      title={t('downloads.page.download')}
                      loading={download.isPending && download.variables === file.id}
                      onClick={() => download.mutate(file.id)}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                    {staff ? (
                      <RowMenu
                        label={file.title}
                        onEdit={() => setEditFile(file)}
                        onDelete={() => setRemoveFile(file)}
                      />
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 ? <Pagination total={pages} value={data.page} onChange={onPage} size="sm" /> : null}
      {staff ? (
        <>
          <FolderDialog
            opened={editFolder !== null}
            parent={editFolder?.parent_id ?? null}
            folder={editFolder}
            onClose={() => setEditFolder(null)}
          />
          <FileDialog file={editFile} onClose={() => setEditFile(null)} />
          <ConfirmDialog
            opened={removeFolder !== null}
            title={t('downloads.page.deleteFolderTitle')}
            message={t('downloads.page.deleteFolderBody', { name: removeFolder?.name ?? '' })}
            confirmLabel={t('downloads.page.delete')}
            danger
            loading={deleteFolder.isPending}
            onClose={() => setRemoveFolder(null)}
            onConfirm={async () => {
              if (!removeFolder) return;
              notifySuccess((await deleteFolder.mutateAsync(removeFolder.id)).message);
              setRemoveFolder(null);
            }}
          />
          <ConfirmDialog
            opened={removeFile !== null}
            title={t('downloads.page.deleteFileTitle')}
            message={t('downloads.page.deleteFileBody', { name: removeFile?.title ?? '' })}
            confirmLabel={t('downloads.page.delete')}
            danger
            loading={deleteFile.isPending}
            onClose={() => setRemoveFile(null)}
            onConfirm={async () => {
              if (!removeFile) return;
              notifySuccess((await deleteFile.mutateAsync(removeFile.id)).message);
              setRemoveFile(null);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}

function RowMenu({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={`${t('downloads.page.rename')}: ${label}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {t('downloads.page.rename')}
        </Menu.Item>
        <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('downloads.page.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
