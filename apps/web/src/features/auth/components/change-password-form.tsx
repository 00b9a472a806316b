import { Button, Group, Stack } from '@mantine/core';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@portal/contracts';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { old_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm<ChangePasswordRequest, ChangePasswordRequest>(changePasswordRequestSchema, {
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      notifySuccess(message);
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, Object.keys(EMPTY))) {
        form.setFocus('old_password');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.page.changeTitle')}>
      <Stack maw={440}>
        <PasswordField
          label={t('auth.page.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.register('old_password')}
          error={fieldMessage(errors.old_password, t)}
        />
        <NewPasswordFields form={form} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('auth.page.changeSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
