import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import type { MaterialRow } from '@portal/contracts';
import {
  IconArchive,
  IconDotsVertical,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { type MaterialFlags, useSetMaterialFlags } from '../api/set-material-flags';

export type RowCommand = 'edit' | 'archive' | 'delete';

/** Star (favourite) and eye (shown to agents) switch at once; edit, archive and delete ask first. */
export function MaterialRowActions({ row, onCommand }: { row: MaterialRow; onCommand: (command: RowCommand) => void }) {
  const { t } = useTranslation();
  const flags = useSetMaterialFlags();
  const name = `${row.product_code} ${row.name}`;
  const set = async (change: MaterialFlags) => {
    const { message } = await flags.mutateAsync({ id: row.id, flags: change });
    notifySuccess(message);
  };

  if (row.archived) {
    return (
      <>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={() => void set({ archived: false }).catch(() => undefined)}
          loading={flags.isPending}
          aria-label={t('materials.page.restoreFor', { name })}
        >
          {t('materials.page.restore')}
        </Button>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          aria-label={`${t('materials.page.delete')}: ${name}`}
          onClick={() => onCommand('delete')}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </>
    );
  }

  const favouriteLabel = t(row.favourite ? 'materials.page.removeFavourite' : 'materials.page.addFavourite', { name });
  const visibleLabel = t(row.visible ? 'materials.page.hide' : 'materials.page.show', { name });
  return (
    <>
      <Tooltip label={favouriteLabel} openDelay={400}>
        <ActionIcon
          variant="subtle"
          size="lg"
          color={row.favourite ? 'yellow.8' : 'gray.7'}
          aria-label={favouriteLabel}
          aria-pressed={row.favourite}
          onClick={() => void set({ favourite: !row.favourite }).catch(() => undefined)}
        >
          {row.favourite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={visibleLabel} openDelay={400}>
        <ActionIcon
          variant="subtle"
          size="lg"
          color={row.visible ? 'brand' : 'gray.7'}
          aria-label={visibleLabel}
          aria-pressed={row.visible}
          onClick={() => void set({ visible: !row.visible }).catch(() => undefined)}
        >
          {row.visible ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('materials.page.editFor', { name })} openDelay={400}>
        <ActionIcon
          variant="light"
          size="lg"
          onClick={() => onCommand('edit')}
          aria-label={t('materials.page.editFor', { name })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" color="gray.7" aria-label={t('materials.page.moreFor', { name })}>
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => onCommand('archive')}>
            {t('materials.page.archive')}
          </Menu.Item>
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onCommand('delete')}
          >
            {t('materials.page.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
