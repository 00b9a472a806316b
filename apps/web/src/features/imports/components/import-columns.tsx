import { Stack, Text } from '@mantine/core';
import { IMPORT_COLUMNS, type ImportKind } from '@portal/contracts';
import { useTranslation } from '../../../lib/use-translation';

/** What a kind's file holds: its columns (the optional ones marked) and what importing it again does. */
export function ImportColumns({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const { columns, optional } = IMPORT_COLUMNS[kind];
  const names = columns.map((column) => {
    const name = t(`imports.fields.${column}`);
    return optional.includes(column) ? t('imports.page.optional', { column: name }) : name;
  });
  return (
    <Stack gap={4}>
      <Text fz="sm">{t('imports.page.columns', { columns: names.join(', ') })}</Text>
      <Text fz="sm">{t(`imports.help.${kind}`)}</Text>
    </Stack>
  );
}
