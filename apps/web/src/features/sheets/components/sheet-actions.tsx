import '@mantine/core/styles/Menu.css';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { allowedSheetActions, type ClientStatus, type SheetStatus } from '@portal/contracts';
import {
  type Icon,
  IconArrowBackUp,
  IconBellRinging,
  IconCircleCheck,
  IconDots,
  IconRefresh,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useIsStaff } from '../api/scope';

// A list shows these actions on every row: the dialogs, their forms and zod load when one is chosen.
const SheetDialog = lazy(() => import('./sheet-dialog'));

export type SheetTarget = {
  clientId: number;
  company: string;
  sheetId: number | null;
  status: SheetStatus | null;
  clientStatus: ClientStatus;
  /** The signer's address the sheet stores, when the caller has it (else the dialog reads it). */
  signatureEmail?: string | null;
};

export type Kind = 'send' | 'remind' | 'revision' | 'confirm' | 'renew' | 'delete';

const ICONS: Record<Kind, Icon> = {
  send: IconSend,
  remind: IconBellRinging,
  revision: IconArrowBackUp,
  confirm: IconCircleCheck,
  renew: IconRefresh,
  delete: IconTrash,
};

/** The state changes a user may make on a client's sheet now (the state machine of contracts). */
export function availableActions(target: SheetTarget, staff: boolean): Kind[] {
  const kinds: Kind[] = [];
  if (target.clientStatus !== 'deleted' && target.clientStatus !== 'deletion_requested' && target.status) {
    const allowed = allowedSheetActions(target.status, staff ? 'staff' : 'agent');
    for (const kind of ['send', 'remind', 'revision', 'confirm', 'renew'] as const) {
      if (allowed.includes(kind) && (kind !== 'remind' || target.sheetId)) kinds.push(kind);
    }
  }
  // An agent asks once; staff complete a requested deletion.
  if (target.clientStatus !== 'deleted' && (staff || target.clientStatus !== 'deletion_requested'))
    kinds.push('delete');
  return kinds;
}

/**
 * Send, remind, revision, confirm, renew and delete for one client, as a menu (list rows) or
 * as buttons (the sheet page), each with its dialog.
 */
export function SheetActions({
  target,
  layout,
  onRenewed,
  exclude = [],
}: {
  target: SheetTarget;
  layout: 'menu' | 'buttons';
  onRenewed?: (clientId: number) => void;
  /** Actions the page offers elsewhere (the form's own Send). */
  exclude?: readonly Kind[];
}) {
  const { t } = useTranslation();
  const staff = useIsStaff();
  const [open, setOpen] = useState<Kind | null>(null);
  // The dialog chosen last (kept mounted once closed, for its closing transition). A list renders
  // one of these per row: the dialogs, their forms and mutations mount only when one is chosen.
  const [chosen, setChosen] = useState<Kind | null>(null);
  const kinds = availableActions(target, staff).filter((kind) => !exclude.includes(kind));
  const choose = (kind: Kind) => {
    setChosen(kind);
    setOpen(kind);
  };
  const label = (kind: Kind) =>
    kind === 'delete'
      ? t(
          staff && target.clientStatus === 'deletion_requested'
            ? 'sheets.page.completeDeletion'
            : 'sheets.page.deleteClient',
        )
      : t(`sheets.actions.${kind}`);

  if (kinds.length === 0) return null;

  const items =
    layout === 'menu' ? (
      <RowMenu kinds={kinds} label={label} company={target.company} onChoose={choose} />
    ) : (
      <Group gap="xs">
        {kinds.map((kind) => {
          const ButtonIcon = ICONS[kind];
          return (
            <Button
              key={kind}
              variant={kind === 'confirm' || kind === 'send' ? 'filled' : 'default'}
              color={kind === 'delete' ? 'red.9' : undefined}
              leftSection={<ButtonIcon size={16} aria-hidden />}
              onClick={() => choose(kind)}
            >
              {label(kind)}
            </Button>
          );
        })}
      </Group>
    );

  return (
    <>
      {items}
      {chosen ? (
        <Suspense fallback={null}>
          <SheetDialog
            kind={chosen}
            opened={open === chosen}
            target={target}
            label={label}
            onClose={() => setOpen(null)}
            onRenewed={onRenewed}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A row's actions behind one button. Until it is first pressed the row holds only the button:
 * the menu (a popover with its positioning) mounts then, already open.
 */
function RowMenu({
  kinds,
  label,
  company,
  onChoose,
}: {
  kinds: Kind[];
  label: (kind: Kind) => string;
  company: string;
  onChoose: (kind: Kind) => void;
}) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The menu's button replaces the first one: it keeps the focus the press gave.
  useEffect(() => {
    if (armed && document.activeElement === document.body) button.current?.focus();
  }, [armed]);
  const trigger = (
    <ActionIcon
      ref={button}
      variant="subtle"
      color="gray.8"
      size="lg"
      aria-label={t('sheets.page.moreActions', { company })}
      onClick={armed ? undefined : () => setArmed(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!armed) return trigger;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => {
          const ItemIcon = ICONS[kind];
          return (
            <Menu.Item
              key={kind}
              leftSection={<ItemIcon size={16} aria-hidden />}
              color={kind === 'delete' ? 'red.9' : undefined}
              onClick={() => onChoose(kind)}
            >
              {label(kind)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
