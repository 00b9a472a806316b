import '@mantine/core/styles/Table.css';
import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import type { MaterialLoad } from '@portal/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { type LoadInput, useAddLoad } from '../api/add-load';
import { useDeleteLoad } from '../api/delete-load';
import { useUpdateLoad } from '../api/update-load';
import { LoadForm } from './load-form';

/** The loads that made the stock, newest first; each can be changed or removed while stock allows. */
export function MaterialLoads({ materialId, loads }: { materialId: number; loads: MaterialLoad[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const add = useAddLoad();
  const update = useUpdateLoad();
  const remove = useDeleteLoad();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MaterialLoad | null>(null);

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      notifySuccess((await action()).message);
      return true;
    } catch {
      return false;
    }
  };
  const saveNew = (input: LoadInput) => run(() => add.mutateAsync({ materialId, body: input }));
  const saveEdit = async (loadId: number, input: LoadInput) => {
    const done = await run(() => update.mutateAsync({ loadId, body: input }));
    if (done) setEditing(null);
    return done;
  };
  const confirmDelete = async () => {
    if (deleting) await run(() => remove.mutateAsync(deleting.id));
    setDeleting(null);
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('materials.page.loadsHint')}
      </Text>
      <LoadForm submitLabel={t('materials.page.addLoad')} loading={add.isPending} onSubmit={saveNew} />
      {loads.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('materials.page.noLoads')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} type="native">
          <Table verticalSpacing={6} fz="sm" striped>
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }} className="visually-hidden">
              {t('materials.page.loads')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('materials.page.loadedOn')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('materials.page.loadQuantity')}
                </Table.Th>
                <Table.Th scope="col">{t('materials.page.loadCode')}</Table.Th>
                <Table.Th scope="col">{t('materials.page.loadedBy')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('table.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loads.map((load) =>
                editing === load.id ? (
                  <Table.Tr key={load.id}>
                    <Table.Td colSpan={5}>
                      <LoadForm
                        initial={load}
                        submitLabel={t('materials.page.save')}
                        loading={update.isPending}
                        onSubmit={(input) => saveEdit(load.id, input)}
                        onCancel={() => setEditing(null)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={load.id}>
                    <Table.Td>{format.dateTime(load.created_at)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {format.number(load.quantity)}
                    </Table.Td>
                    <Table.Td>{load.product_code ?? '—'}</Table.Td>
                    <Table.Td>{load.created_by ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('materials.page.editLoad', { date: format.dateTime(load.created_at) })}
                          onClick={() => setEditing(load.id)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('materials.page.deleteLoad', { date: format.dateTime(load.created_at) })}
                          onClick={() => setDeleting(load)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('materials.page.deleteLoadTitle')}
        message={t('materials.page.deleteLoadConfirm', { quantity: deleting?.quantity ?? 0 })}
        confirmLabel={t('materials.page.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
