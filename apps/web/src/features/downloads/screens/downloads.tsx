import { Button, Group, Stack } from '@mantine/core';
import { isStaff } from '@portal/contracts/user-types';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { SearchInput } from '../../../components/table/search-input';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { CookieNotice } from '../components/cookie-notice';
import { DownloadsBrowser } from '../components/downloads-browser';
import { FolderDialog } from '../components/folder-dialog';
import { UploadDialog } from '../components/upload-dialog';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * The Download area (spec §1, issue 31): folders and files by audience, browsed through the
 * address (`?folder=`, `?q=`), downloaded with the browser's own resumable download; staff make
 * folders, upload with a progress bar, edit and delete.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const staff = isStaff(session?.user.userType ?? 0);
  const [params, setParams] = useSearchParams();
  const folder = positive(params.get('folder'));
  const q = params.get('q') ?? '';
  const page = positive(params.get('page'));
  const [newFolder, setNewFolder] = useState(false);
  const [uploadTo, setUploadTo] = useState<number | null>(null);
  const set = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  return (
    <Stack gap="md">
      <PageHeader
        title={t('downloads.page.title')}
        actions={
          staff ? (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} aria-hidden />}
                onClick={() => setNewFolder(true)}
              >
                {t('downloads.page.newFolder')}
              </Button>
              {folder !== undefined && !q ? (
                <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploadTo(folder)}>
                  {t('downloads.page.upload')}
                </Button>
              ) : null}
            </Group>
          ) : null
        }
      />
      <CookieNotice />
      <SearchInput
        key={folder ?? 'top'}
        label={t('downloads.fields.search')}
        value={q}
        onChange={(value) => set({ q: value, page: undefined })}
      />
      <DownloadsBrowser
        filter={{ folder: q ? undefined : folder, q: q || undefined, page }}
        staff={staff}
        onPage={(p) => set({ page: p })}
      />
      {staff ? (
        <>
          <FolderDialog opened={newFolder} parent={folder ?? null} onClose={() => setNewFolder(false)} />
          <UploadDialog folder={uploadTo} onClose={() => setUploadTo(null)} />
        </>
      ) : null}
    </Stack>
  );
}
