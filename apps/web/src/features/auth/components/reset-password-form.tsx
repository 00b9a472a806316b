import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type ResetPasswordRequest, resetPasswordRequestSchema } from '@portal/contracts';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Notice } from '../../../components/feedback/notice';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useResetLink } from '../api/get-reset-link';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

/** Sets a password from an e-mailed link: a reset, or the first password of an approved account. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (username: string) => void }) {
  const { t } = useTranslation();
  const link = useResetLink(token);
  const reset = useResetPassword();
  const form = useZodForm<ResetPasswordRequest, ResetPasswordRequest>(resetPasswordRequestSchema, {
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  if (!token || link.isError) {
    return (
      <Stack>
        <Notice tone="negative" icon={<IconLinkOff aria-hidden />} title={t('auth.page.invalidLinkTitle')}>
          {link.error?.message ?? t('auth.errors.invalidLink')}
        </Notice>
        <Button component={Link} to={paths.forgotPassword}>
          {t('auth.page.requestNewLink')}
        </Button>
        <Button component={Link} to={paths.login} variant="default">
          {t('auth.page.backToLogin')}
        </Button>
      </Stack>
    );
  }
  if (!link.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }

  const username = link.data.username;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await reset.mutateAsync(values);
      notifySuccess(message);
      onDone(username);
    } catch (error) {
      applyServerErrors(error, form.setError, ['password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.page.resetTitle')}>
      <Stack>
        <TextInput label={t('auth.page.username')} value={username} readOnly autoComplete="username" variant="filled" />
        <NewPasswordFields form={form} />
        {errors.token ? (
          <Text c="red.9" fz="sm">
            {fieldMessage(errors.token, t)}
          </Text>
        ) : null}
        <Button type="submit" loading={reset.isPending} fullWidth size="md">
          {link.data.purpose === 'activate' ? t('auth.page.activateSubmit') : t('auth.page.resetSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
