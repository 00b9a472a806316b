import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ORDER_FORM_ACCEPT, type OrderFormAttachment } from '@portal/contracts';
import { IconDeviceMobileOff, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { Notice } from '../../../components/feedback/notice';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { FormFile, Refusal } from '../hooks/use-attachments';

/** A file's size in the reader's units (kB, MB; "Mo" in French). */
export function sizeText(bytes: number, number: (value: number, options?: Intl.NumberFormatOptions) => string) {
  const mega = bytes >= 1024 * 1024;
  return number(mega ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  });
}

type Listed = { id: string; name: string; size: number; onDevice?: boolean };

/**
 * The order's attachments: those already stored with it (`kept`) and the new ones, each removable;
 * several at once, each at most 9 MB, checked before anything is uploaded.
 */
export function AttachmentsField({
  kept,
  files,
  refusals,
  overDevice,
  onAdd,
  onRemoveKept,
  onRemove,
  disabled,
}: {
  kept: readonly OrderFormAttachment[];
  files: readonly FormFile[];
  refusals: readonly Refusal[];
  overDevice: boolean;
  onAdd: (files: File[]) => void;
  onRemoveKept: (id: string) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: (Listed & { stored: boolean })[] = [
    ...kept.map((f) => ({ ...f, stored: true })),
    ...files.map((f) => ({ ...f, stored: false })),
  ];
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {t('orderForm.fields.attachments')}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('orderForm.page.attachmentsHint')}
      </Text>
      {rows.length === 0 ? null : (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('orderForm.fields.attachments')}
        >
          {rows.map((file) => (
            <Group key={file.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconPaperclip size={16} aria-hidden style={{ flex: 'none' }} />
                <Text fz="sm" truncate="end" title={file.name}>
                  {file.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
                  {sizeText(file.size, format.number)}
                </Text>
                {!file.stored && file.onDevice === false ? (
                  <IconDeviceMobileOff
                    size={16}
                    aria-label={t('orderForm.page.notOnDevice')}
                    style={{ flex: 'none' }}
                  />
                ) : null}
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('orderForm.page.removeFile', { name: file.name })}
                disabled={disabled}
                onClick={() => (file.stored ? onRemoveKept(file.id) : onRemove(file.id))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {refusals.map((refusal) => (
        <Text key={`${refusal.key}-${refusal.values.name ?? ''}`} c="red" fz="sm" role="alert">
          {refusal.values.name && refusal.key === 'validation.fileTooLarge'
            ? `${refusal.values.name}: ${t(refusal.key)}`
            : t(refusal.key, refusal.values)}
        </Text>
      ))}
      {overDevice ? (
        <Notice tone="warning" icon={<IconDeviceMobileOff size={18} aria-hidden />}>
          {t('orderForm.page.overDevice')}
        </Notice>
      ) : null}
      <Group>
        <FileButton onChange={onAdd} accept={ORDER_FORM_ACCEPT} multiple disabled={disabled}>
          {(props) => (
            <Button {...props} variant="light" size="sm" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {t('orderForm.page.attach')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
