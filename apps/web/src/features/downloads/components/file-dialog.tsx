import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { DownloadAudience, DownloadFile } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/feedback/dialog';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateFile } from '../api/manage';
import { AudienceField } from './audience-field';
import { FolderSelect } from './folder-select';

/** A file edited: its title, its folder, and an audience of its own or its folder's. */
export function FileDialog({ file, onClose }: { file: DownloadFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFile();
  const [title, setTitle] = useState('');
  const [folder, setFolder] = useState<number | null>(null);
  const [own, setOwn] = useState(false);
  const [audience, setAudience] = useState<DownloadAudience[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!file) return;
    setTitle(file.title);
    setFolder(file.folder_id);
    setOwn(Boolean(file.audience));
    setAudience(file.audience ?? []);
    setErrors({});
  }, [file]);
  const submit = async () => {
    if (!file) return;
    try {
      const done = await update.mutateAsync({
        id: file.id,
        title,
        folder_id: folder ?? file.folder_id,
        audience: own ? audience : null,
      });
      notifySuccess(done.message);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fields ?? { title: e.message });
    }
  };
  return (
    <Dialog opened={file !== null} onClose={onClose} title={t('downloads.page.editFile')}>
      <Stack gap="sm">
        <TextInput
          label={t('downloads.fields.title')}
          required
          value={title}
          maxLength={200}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-autofocus
        />
        <FolderSelect label={t('downloads.fields.parent')} value={folder} onChange={setFolder} />
        <Checkbox
          label={t('downloads.fields.ownAudience')}
          checked={own}
          onChange={(event) => setOwn(event.currentTarget.checked)}
        />
        {own ? <AudienceField value={audience} onChange={setAudience} error={errors.audience} /> : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('downloads.page.cancel')}
          </Button>
          <Button onClick={submit} loading={update.isPending}>
            {t('downloads.page.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
