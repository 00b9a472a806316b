import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { LoginRequest, SessionUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { paths } from '../../../config/paths';
import { loadChunk } from '../../../lib/chunk-errors';
import { useDeferredZodForm } from '../../../lib/deferred-form';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { useLogin } from '../api/login';

// The shared loginRequestSchema with zod: loaded once the form is shown, not before it.
const loadResolver = () => loadChunk(() => import('../login-validation')).then((m) => m.loginResolver);

export function LoginForm({
  onSignedIn,
  initialUsername = '',
}: {
  onSignedIn: (user: SessionUser) => void;
  initialUsername?: string;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useDeferredZodForm<LoginRequest, LoginRequest>(loadResolver, {
    defaultValues: { username: initialUsername, password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await login.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      applyServerErrors(error, form.setError, ['username', 'password']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.signIn')}>
      <Stack gap="md">
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...form.register('username')}
          error={fieldMessage(errors.username, t)}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.register('password')}
          error={fieldMessage(errors.password, t)}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.forgotPassword} fz="sm">
            {t('auth.forgotLink')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
