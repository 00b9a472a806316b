import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  CONTENT_ATTACHMENT_TYPES,
  CONTENT_IMAGE_TYPES,
  CONTENT_LIMITS,
  type ContentFile,
  type ContentFileRole,
} from '@portal/contracts';
import { IconPaperclip, IconPhotoPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteContentFile, useUploadContentFile } from '../api/content-files';
import { ContentImage } from './content-image';

const ACCEPT: Record<ContentFileRole, string> = {
  image: Object.keys(CONTENT_IMAGE_TYPES).join(','),
  attachment: [...Object.keys(CONTENT_ATTACHMENT_TYPES), '.docx', '.xlsx', '.pptx', '.zip'].join(','),
};
const MAX: Record<ContentFileRole, number> = {
  image: CONTENT_LIMITS.imageBytes,
  attachment: CONTENT_LIMITS.attachmentBytes,
};

function Section({
  itemId,
  fileRole: role,
  files,
}: {
  itemId: number;
  fileRole: ContentFileRole;
  files: ContentFile[];
}) {
  const { t } = useTranslation();
  const upload = useUploadContentFile();
  const remove = useDeleteContentFile();
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX[role]) return setError(t('validation.fileTooLarge'));
    try {
      notifySuccess((await upload.mutateAsync({ id: itemId, role, file })).message);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const removeButton = (file: ContentFile) => (
    <Tooltip label={t('content.page.removeFile')}>
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={`${t('content.page.removeFile')}: ${file.name}`}
        loading={remove.isPending && remove.variables?.fileId === file.id}
        onClick={() =>
          void remove.mutateAsync({ id: itemId, fileId: file.id }).then((done) => notifySuccess(done.message))
        }
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text fw={600} fz="sm">
            {t(role === 'image' ? 'content.fields.images' : 'content.fields.attachments')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(role === 'image' ? 'content.page.imagesHint' : 'content.page.attachmentsHint')}
          </Text>
        </Stack>
        <FileButton onChange={(file) => void choose(file)} accept={ACCEPT[role]}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={upload.isPending}
              leftSection={
                role === 'image' ? <IconPhotoPlus size={14} aria-hidden /> : <IconUpload size={14} aria-hidden />
              }
            >
              {t(role === 'image' ? 'content.page.addImage' : 'content.page.addAttachment')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text fz="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
      {role === 'image' ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {files.map((file) => (
            <Stack key={file.id} gap={2}>
              <ContentImage fileId={file.id} alt={file.name} height={90} />
              <Group gap={4} wrap="nowrap" justify="space-between">
                <Text fz="xs" truncate>
                  {file.name}
                </Text>
                {removeButton(file)}
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        files.map((file) => (
          <Group key={file.id} gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconPaperclip size={16} aria-hidden />
              <Text fz="sm" truncate>
                {file.name}
              </Text>
            </Group>
            {removeButton(file)}
          </Group>
        ))
      )}
    </Stack>
  );
}

/** An item's images and attachments: uploaded at once (the item must be saved first), removed one by one. */
export function FilePanel({ itemId, files }: { itemId: number | undefined; files: ContentFile[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      {itemId === undefined ? (
        <Text fz="sm" c="dimmed">
          {t('content.page.saveFirst')}
        </Text>
      ) : (
        <Stack gap="lg">
          <Section itemId={itemId} fileRole="image" files={files.filter((f) => f.role === 'image')} />
          <Section itemId={itemId} fileRole="attachment" files={files.filter((f) => f.role === 'attachment')} />
        </Stack>
      )}
    </Paper>
  );
}
