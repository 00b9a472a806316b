import { Anchor, Divider, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { takeSessionExpired } from '../../../lib/auth-storage';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { LoginForm } from '../components/login-form';

type LoginState = { from?: string; username?: string } | null;

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState;
  const session = useSession();
  // The server ended the session: said by a toast (repeated here, as the first calls after a
  // reload can fail before the toasts are ready) and above the form, where it stays.
  const [expired] = useState(takeSessionExpired);
  useEffect(() => {
    if (expired) notifyError(t('errors.sessionExpired'), 'session-expired');
  }, [expired, t]);
  // Home sends each role to its first menu entry (./home.tsx).
  if (session) return <Navigate to={paths.home} replace />;
  return (
    <AuthLayout title={t('auth.page.loginTitle')} subtitle={t('auth.page.loginSubtitle')}>
      {expired ? (
        <Text role="status" fz="sm" fw={500} c="orange.9" mb="md" data-testid="session-expired">
          {t('auth.page.sessionExpiredHint')}
        </Text>
      ) : null}
      <LoginForm
        initialUsername={state?.username}
        onSignedIn={() => {
          navigate(state?.from ?? paths.home, { replace: true });
        }}
      />
      <Divider my="lg" label={t('auth.page.newHere')} labelPosition="center" />
      <Text fz="sm" ta="center">
        {t('auth.page.registerPrompt')}{' '}
        <Anchor component={Link} to={paths.register} fw={600}>
          {t('auth.page.registerLink')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
