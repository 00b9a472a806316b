import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { LIMITS } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useUploadImage } from '../api/upload-image';
import { MaterialThumb } from './material-thumb';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The material's picture: the chosen file shows at once, is checked here for type and size (the
 * server checks the content again) and uploaded straight away.
 */
export function MaterialImage({ id, name, url }: { id: number; name: string; url: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // Once the server answers the new picture's address, it replaces the local preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => setPreview(null), [url]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!TYPES.includes(file.type)) return setError(t('materials.errors.image'));
    if (file.size > LIMITS.attachmentBytes) return setError(t('validation.fileTooLarge'));
    setPreview(URL.createObjectURL(file));
    try {
      notifySuccess((await upload.mutateAsync({ id, file })).message);
    } catch (failure) {
      setPreview(null);
      setError((failure as Error).message);
    }
  };

  return (
    <Group align="center" gap="md" wrap="nowrap">
      <MaterialThumb url={preview ?? url} name={name} size={96} />
      <Stack gap={4}>
        <FileButton onChange={(file) => void choose(file)} accept={TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {t('materials.page.chooseImage')}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          {t('materials.page.imageHint')}
        </Text>
        {error ? (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
