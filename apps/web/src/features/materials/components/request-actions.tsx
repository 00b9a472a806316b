import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import type { MaterialRequestRow } from '@portal/contracts';
import { IconCheck, IconChevronDown, IconPencil, IconScissors, IconX } from '@tabler/icons-react';
import { RowAction } from '../../../components/table/row-action';
import { useTranslation } from '../../../lib/use-translation';
import type { RequestCommand } from './request-dialogs';

/** Staff decide a pending request (accept, or a menu with accept part, reject, correct); agents correct it. */
export function RequestActions({
  row,
  staff,
  onCommand,
}: {
  row: MaterialRequestRow;
  staff: boolean;
  onCommand: (command: RequestCommand) => void;
}) {
  const { t } = useTranslation();
  if (row.status !== 'pending') return null;
  const what = { material: `${row.product_code} ${row.material}`, client: row.client };
  if (!staff) {
    return (
      <RowAction
        tooltip={t('materials.page.correct')}
        label={t('materials.page.correctFor', what)}
        icon={<IconPencil size={18} aria-hidden />}
        onClick={() => onCommand('correct')}
      />
    );
  }
  return (
    <Button.Group>
      <Button size="xs" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onCommand('accept')}>
        {t('materials.page.accept')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" px={6} aria-label={t('materials.page.decideFor', what)}>
            <IconChevronDown size={16} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {row.quantity > 1 ? (
            <Menu.Item leftSection={<IconScissors size={16} aria-hidden />} onClick={() => onCommand('partial')}>
              {t('materials.page.acceptPart')}
            </Menu.Item>
          ) : null}
          <Menu.Item color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => onCommand('reject')}>
            {t('materials.page.reject')}
          </Menu.Item>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onCommand('correct')}>
            {t('materials.page.correct')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
