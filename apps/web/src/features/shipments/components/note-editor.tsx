import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveShipmentNote } from '../api/save-notes';

/** A note of the shipment: staff edit it and save; an agent reads the shipping notes. */
export function NoteEditor({
  id,
  which,
  value,
  label,
  hint,
  editable,
}: {
  id: number;
  which: 'notes' | 'internal';
  value: string | null;
  label: string;
  hint: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveShipmentNote();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);

  if (!editable) {
    return (
      <Stack gap={4}>
        <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
          {label}
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} c={value ? undefined : 'dimmed'}>
          {value || t('shipments.page.noNotes')}
        </Text>
      </Stack>
    );
  }
  const submit = async () => {
    try {
      const { message } = await save.mutateAsync({ id, which, text: text.trim() });
      notifySuccess(message);
    } catch {
      // The API's message is shown as a toast.
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        description={hint}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          loading={save.isPending}
          disabled={text.trim() === (value ?? '')}
          onClick={() => void submit()}
          aria-label={`${t('shipments.page.save')}: ${label}`}
        >
          {t('shipments.page.save')}
        </Button>
      </Group>
    </Stack>
  );
}
