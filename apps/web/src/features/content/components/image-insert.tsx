import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { CONTENT_IMAGE_TYPES, CONTENT_LIMITS } from '@portal/contracts';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../components/feedback/dialog';
import { useTranslation } from '../../../lib/use-translation';
import { useUploadContentFile } from '../api/content-files';

const ACCEPT = Object.keys(CONTENT_IMAGE_TYPES).join(',');

/**
 * Placing an image in the text: a file, uploaded as one of the item's images (the files module),
 * and its description for readers who cannot see it; then `onInsert` with the stored file's id.
 */
export function ImageInsertDialog({
  itemId,
  opened,
  onClose,
  onInsert,
}: {
  itemId: number;
  opened: boolean;
  onClose: () => void;
  onInsert: (fileId: string, alt: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadContentFile();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<{ file?: string; alt?: string; form?: string }>({});
  const close = () => {
    setFile(null);
    setAlt('');
    setError({});
    onClose();
  };
  const submit = async () => {
    const next: typeof error = {};
    if (!file) next.file = t('content.editor.imageFileRequired');
    else if (file.size > CONTENT_LIMITS.imageBytes) next.file = t('validation.fileTooLarge');
    if (!alt.trim()) next.alt = t('validation.required');
    setError(next);
    if (!file || next.file || next.alt) return;
    try {
      const stored = await upload.mutateAsync({ id: itemId, role: 'image', file });
      onInsert(stored.id, alt.trim());
      close();
    } catch (failure) {
      setError({ form: (failure as Error).message });
    }
  };
  return (
    <Dialog opened={opened} onClose={close} title={t('content.editor.imageTitle')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <FileButton
            onChange={(chosen) => {
              setFile(chosen);
              setError(({ file: _, ...rest }) => rest);
            }}
            accept={ACCEPT}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />}>
                {t('content.editor.imageChoose')}
              </Button>
            )}
          </FileButton>
          <Text fz="sm" c={file ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {file?.name ?? t('content.editor.imageNone')}
          </Text>
        </Group>
        {error.file ? (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {error.file}
          </Text>
        ) : null}
        <TextInput
          label={t('content.editor.imageAlt')}
          description={t('content.editor.imageAltHint')}
          value={alt}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setError(({ alt: _, ...rest }) => rest);
          }}
          maxLength={200}
          required
          error={error.alt}
        />
        {error.form ? (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {error.form}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button loading={upload.isPending} onClick={() => void submit()}>
            {t('content.editor.imageInsert')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
