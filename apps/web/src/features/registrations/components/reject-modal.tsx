import { rejectRegistrationSchema } from '@portal/contracts';
import { ReasonDialog, type ReasonRule } from '../../../components/feedback/reason-dialog';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useRejectRegistration } from '../api/reject-registration';

const rule: ReasonRule = (reason) => rejectRegistrationSchema.safeParse({ reason }).error?.issues[0]?.message;

/** The reason is e-mailed to the applicant. */
export function RejectModal({
  registrationId,
  onClose,
  onRejected,
}: {
  registrationId: number | null;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectRegistration();
  return (
    <ReasonDialog
      opened={registrationId !== null}
      title={t('registrations.page.rejectTitle')}
      hint={t('registrations.page.rejectHint')}
      label={t('registrations.page.reason')}
      submitLabel={t('registrations.page.reject')}
      rule={rule}
      danger
      loading={reject.isPending}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (registrationId === null) return;
        try {
          const { message } = await reject.mutateAsync({ id: registrationId, reason });
          notifySuccess(message);
          onRejected();
        } catch (error) {
          // The server's word on the reason stands under it; any other refusal is a toast.
          if (error instanceof ApiError) return error.fields?.reason;
        }
      }}
    />
  );
}
