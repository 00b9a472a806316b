import type { MaterialRow } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteMaterial } from '../api/delete-material';
import { useSetMaterialFlags } from '../api/set-material-flags';

/** Archive and delete, each after a confirmation (a material in use can only be archived: 409). */
export function MaterialCommands({
  target,
  onClose,
}: {
  target: { row: MaterialRow; command: 'archive' | 'delete' } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const flags = useSetMaterialFlags();
  const remove = useDeleteMaterial();
  const name = target ? `${target.row.product_code} ${target.row.name}` : '';
  const confirm = async () => {
    if (!target) return;
    try {
      const { message } =
        target.command === 'archive'
          ? await flags.mutateAsync({ id: target.row.id, flags: { archived: true } })
          : await remove.mutateAsync(target.row.id);
      notifySuccess(message);
    } catch {
      // The server's message is already shown.
    } finally {
      onClose();
    }
  };
  const archive = target?.command === 'archive';
  return (
    <ConfirmDialog
      opened={target !== null}
      title={archive ? t('materials.page.archiveConfirmTitle') : t('materials.page.deleteConfirmTitle')}
      message={archive ? t('materials.page.archiveConfirm', { name }) : t('materials.page.deleteConfirm', { name })}
      confirmLabel={archive ? t('materials.page.archive') : t('materials.page.delete')}
      danger={!archive}
      loading={flags.isPending || remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
