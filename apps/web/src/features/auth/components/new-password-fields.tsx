import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/form/password-field';
import { fieldMessage } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';

type PasswordPair = { password: string; password_confirmation: string };

/**
 * The new password and its repetition, as every form that sets a password asks them: the policy
 * under the first, the pair checked again whenever either changes.
 */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const errors = form.formState.errors as Partial<Record<keyof PasswordPair, FieldError>>;
  const password = 'password' as Path<T>;
  const confirmation = 'password_confirmation' as Path<T>;
  return (
    <>
      <PasswordField
        label={t('auth.page.newPassword')}
        description={t('validation.passwordPolicy')}
        autoComplete="new-password"
        withAsterisk
        {...form.register(password, { deps: [confirmation] })}
        error={fieldMessage(errors.password, t)}
      />
      <PasswordField
        label={t('auth.page.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        {...form.register(confirmation)}
        error={fieldMessage(errors.password_confirmation, t)}
      />
    </>
  );
}
