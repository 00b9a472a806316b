import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Progress.css';
import { Button, Card, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { IMPORT_KINDS, IMPORT_MAX_BYTES, type ImportKind } from '@portal/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useImport } from '../api/get-import';
import { useStartImport } from '../api/start-import';
import { ImportColumns } from './import-columns';
import { ImportProgress } from './import-progress';

const MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);

/** Choose the data and the file, send it, then follow the import as the server reads it. */
export function ImportUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ImportKind>('sales');
  const [file, setFile] = useState<File | null>(null);
  const [id, setId] = useState<number | null>(null);
  const start = useStartImport();
  const detail = useImport(id);
  const status = detail.data?.status;

  // The history shows the import's end once it has one.
  useEffect(() => {
    if (status && status !== 'running') void queryClient.invalidateQueries({ queryKey: ['admin', 'imports', 'list'] });
  }, [status, queryClient]);

  const tooLarge = file !== null && file.size > IMPORT_MAX_BYTES;
  const submit = () => {
    if (!file || tooLarge) return;
    start.mutate(
      { kind, file },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setId(answer.id);
          setFile(null);
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Text fz="sm">{t('imports.page.help', { mb: MB })}</Text>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('imports.page.kind')}
            data={IMPORT_KINDS.map((k) => ({ value: k, label: t(`imports.kinds.${k}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as ImportKind)}
            allowDeselect={false}
            w={260}
          />
          <FileInput
            label={t('imports.fields.file')}
            placeholder={t('imports.page.choose')}
            // Mantine's placeholder grey is below 4.5:1 on white; this one is a shown element, not an attribute.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            error={tooLarge ? t('imports.errors.tooLarge', { mb: MB }) : undefined}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            leftSection={<IconFileUpload size={18} aria-hidden />}
            onClick={submit}
            disabled={!file || tooLarge || status === 'running'}
            loading={start.isPending}
          >
            {t('imports.page.start')}
          </Button>
        </Group>
        <ImportColumns kind={kind} />
        {start.isPending && (
          <Stack gap={4}>
            <Progress value={100} animated striped aria-label={t('imports.page.uploading')} />
            <Text fz="sm">{t('imports.page.uploading')}</Text>
          </Stack>
        )}
        {detail.data && <ImportProgress detail={detail.data} />}
      </Stack>
    </Card>
  );
}
