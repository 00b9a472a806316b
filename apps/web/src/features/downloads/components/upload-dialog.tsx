import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Progress.css';
import { Button, Checkbox, FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { DOWNLOAD_LIMITS, type DownloadAudience } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/feedback/dialog';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useUpload } from '../api/upload';
import { AudienceField } from './audience-field';

const MB = Math.round(DOWNLOAD_LIMITS.fileBytes / 1024 / 1024);

/** Uploads one file into `folder` with a progress bar; closing the dialog stops an upload under way. */
export function UploadDialog({ folder, onClose }: { folder: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [own, setOwn] = useState(false);
  const [audience, setAudience] = useState<DownloadAudience[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    if (folder === null) return;
    setFile(null);
    setTitle('');
    setOwn(false);
    setAudience([]);
    setProgress(null);
    setError(null);
  }, [folder]);
  const close = () => {
    abort.current?.abort();
    onClose();
  };
  const submit = async () => {
    if (folder === null) return;
    if (!file) return setError(t('downloads.errors.noFile'));
    if (file.size > DOWNLOAD_LIMITS.fileBytes) return setError(t('downloads.errors.tooLarge', { mb: MB }));
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const done = await upload.mutateAsync({
        folder,
        file,
        title: title.trim() || undefined,
        audience: own ? audience : undefined,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      notifySuccess(done.message);
      onClose();
    } catch (e) {
      setProgress(null);
      if (e instanceof ApiError) setError(e.message);
    }
  };
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Dialog opened={folder !== null} onClose={close} title={t('downloads.page.upload')}>
      <Stack gap="sm">
        <FileInput
          label={t('downloads.fields.file')}
          description={t('downloads.page.maxSize', { mb: MB })}
          required
          value={file}
          onChange={setFile}
          leftSection={<IconUpload size={16} aria-hidden />}
          clearable
          error={error}
          data-autofocus
        />
        <TextInput
          label={t('downloads.fields.title')}
          description={t('downloads.fields.titleHint')}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Checkbox
          label={t('downloads.fields.ownAudience')}
          checked={own}
          onChange={(event) => setOwn(event.currentTarget.checked)}
        />
        {own ? <AudienceField value={audience} onChange={setAudience} /> : null}
        {progress !== null ? (
          <Stack gap={4} data-testid="upload-progress">
            <Progress
              value={percent}
              animated={percent < 100}
              aria-label={t('downloads.page.uploading', { percent })}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('downloads.page.uploading', { percent })}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t('downloads.page.cancel')}
          </Button>
          <Button onClick={submit} loading={upload.isPending}>
            {t('downloads.page.upload')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
