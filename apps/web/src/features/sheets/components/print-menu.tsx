import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import type { ClientPrintRequest } from '@portal/contracts';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { usePrintClients } from '../api/print-clients';

/** Prints the selected rows, or else the filtered list, as PDF or xlsx; the server answers a link. */
export function PrintMenu({
  selection,
  filter,
  compact = false,
}: {
  selection: number[];
  filter: Omit<ClientPrintRequest, 'output'>;
  /** On a phone: an icon, named for screen readers and in a tooltip. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const print = usePrintClients();
  const run = async (output: 'pdf' | 'xlsx') => {
    const request: ClientPrintRequest =
      selection.length > 0 ? { output, clients_id: selection } : { output, ...filter };
    const { message, filename } = await print.mutateAsync(request);
    const link = document.createElement('a');
    link.href = message;
    link.download = filename;
    link.click();
  };
  const label =
    selection.length > 0
      ? t('sheets.registry.printSelection', { count: selection.length })
      : t('sheets.registry.printList');
  return (
    <Menu position="bottom-end" shadow="md">
      {compact ? (
        <Tooltip label={label}>
          <Menu.Target>
            <ActionIcon variant="default" size={36} loading={print.isPending} aria-label={label}>
              <IconPrinter size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
      ) : (
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={print.isPending}
          >
            {label}
          </Button>
        </Menu.Target>
      )}
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={() => void run('pdf').catch(() => undefined)}
        >
          {t('sheets.registry.asPdf')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void run('xlsx').catch(() => undefined)}
        >
          {t('sheets.registry.asXlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
