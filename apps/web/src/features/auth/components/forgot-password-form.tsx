import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@portal/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Notice } from '../../../components/feedback/notice';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useZodForm<{ email: string }, { email: string }>(forgotPasswordRequestSchema, {
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      notifySuccess(message);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
    }
  });

  if (forgot.isSuccess) {
    return (
      <Stack>
        <Notice tone="positive" icon={<IconMailCheck aria-hidden />} title={t('auth.page.forgotSentTitle')}>
          {forgot.data.message}
        </Notice>
        <Text fz="sm" c="dimmed">
          {t('auth.page.forgotSentHint')}
        </Text>
        <Button component={Link} to={paths.login} variant="default">
          {t('auth.page.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.page.forgotTitle')}>
      <Stack>
        <TextInput
          type="email"
          label={t('auth.page.email')}
          autoComplete="email"
          withAsterisk
          {...form.register('email')}
          error={fieldMessage(form.formState.errors.email, t)}
        />
        <Button type="submit" loading={forgot.isPending} fullWidth size="md">
          {t('auth.page.forgotSubmit')}
        </Button>
        <Anchor component={Link} to={paths.login} fz="sm" ta="center">
          {t('auth.page.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
