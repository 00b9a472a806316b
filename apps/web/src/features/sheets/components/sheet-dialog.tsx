import { LIMITS } from '@portal/contracts/limits';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ReasonDialog, reasonRequired } from '../../../components/feedback/reason-dialog';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useConfirmClient } from '../api/confirm-client';
import { useDeleteClient } from '../api/delete-client';
import { useIsStaff } from '../api/scope';
import { useSendReminder } from '../api/send-reminder';
import { useSetSheet } from '../api/set-sheet';
import { SendDialog } from './send-dialog';
import type { Kind, SheetTarget } from './sheet-actions';

/** The dialog of one action, with the request it makes. */
export default function SheetDialog({
  kind,
  opened,
  target,
  label,
  onClose: close,
  onRenewed,
}: {
  kind: Kind;
  opened: boolean;
  target: SheetTarget;
  label: (kind: Kind) => string;
  onClose: () => void;
  onRenewed?: (clientId: number) => void;
}) {
  const { t } = useTranslation();
  const staff = useIsStaff();
  const setSheet = useSetSheet();
  const remind = useSendReminder();
  const confirm = useConfirmClient();
  const remove = useDeleteClient();
  const completing = staff && target.clientStatus === 'deletion_requested';

  const run = async (work: () => Promise<{ message: string }>, after?: () => void) => {
    try {
      const { message } = await work();
      notifySuccess(message);
      close();
      after?.();
    } catch (error) {
      // 400s of client-set are quiet: say what failed here.
      if (error instanceof ApiError && error.status === 400) notifyError(error.message);
    }
  };

  return (
    <>
      {kind === 'send' ? (
        <SendDialog
          opened={opened}
          clientId={target.clientId}
          company={target.company}
          email={target.signatureEmail}
          loading={setSheet.isPending}
          onClose={close}
          onSend={(email) =>
            run(() => setSheet.mutateAsync({ clientId: target.clientId, action: 'send', signatureEmail: email }))
          }
        />
      ) : null}
      {kind === 'remind' ? (
        <ConfirmDialog
          opened={opened}
          title={t('sheets.actions.remind')}
          message={t('sheets.page.remindMessage', { company: target.company })}
          confirmLabel={t('sheets.actions.remind')}
          loading={remind.isPending}
          onClose={close}
          onConfirm={() => void run(() => remind.mutateAsync(target.sheetId ?? 0))}
        />
      ) : null}
      {kind === 'revision' ? (
        <ReasonDialog
          opened={opened}
          title={t('sheets.actions.revision')}
          hint={t('sheets.page.revisionHint', { company: target.company })}
          label={t('sheets.page.revisionNote')}
          rule={reasonRequired('sheets.errors.revisionNoteRequired', LIMITS.revisionNoteMax)}
          submitLabel={t('sheets.actions.revision')}
          loading={setSheet.isPending}
          onClose={close}
          onSubmit={(note) => run(() => setSheet.mutateAsync({ clientId: target.clientId, action: 'revision', note }))}
        />
      ) : null}
      {kind === 'confirm' ? (
        <ConfirmDialog
          opened={opened}
          title={t('sheets.actions.confirm')}
          message={t('sheets.page.confirmMessage', { company: target.company })}
          confirmLabel={t('sheets.actions.confirm')}
          loading={confirm.isPending}
          onClose={close}
          onConfirm={() => void run(() => confirm.mutateAsync(target.clientId))}
        />
      ) : null}
      {kind === 'renew' ? (
        <ConfirmDialog
          opened={opened}
          title={t('sheets.actions.renew')}
          message={t('sheets.page.renewMessage', { company: target.company })}
          confirmLabel={t('sheets.actions.renew')}
          loading={setSheet.isPending}
          onClose={close}
          onConfirm={() =>
            void run(
              () => setSheet.mutateAsync({ clientId: target.clientId, action: 'renew' }),
              () => onRenewed?.(target.clientId),
            )
          }
        />
      ) : null}
      {kind === 'delete' ? (
        <ReasonDialog
          opened={opened}
          title={label('delete')}
          hint={t(completing ? 'sheets.page.completeDeletionHint' : 'sheets.page.deleteHint', {
            company: target.company,
          })}
          label={t('sheets.page.deleteReason')}
          rule={reasonRequired('clients.errors.reasonRequired', LIMITS.deletionReasonMax)}
          submitLabel={label('delete')}
          danger
          loading={remove.isPending}
          onClose={close}
          onSubmit={(reason) => run(() => remove.mutateAsync({ clientId: target.clientId, reason }))}
        />
      ) : null}
    </>
  );
}
