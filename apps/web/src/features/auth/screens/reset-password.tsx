import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/auth-storage';
import { useTranslation } from '../../../lib/use-translation';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password?token=…[&welcome=1]: the link of the reset and of the activation e-mail. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const welcome = params.get('welcome') === '1';
  return (
    <AuthLayout
      title={welcome ? t('auth.page.welcomeTitle') : t('auth.page.resetTitle')}
      subtitle={welcome ? t('auth.page.welcomeSubtitle') : t('auth.page.resetSubtitle')}
    >
      <ResetPasswordForm
        token={token}
        onDone={(username) => {
          // Setting a password ends every session of that user on the server.
          clearSession();
          navigate(paths.login, { replace: true, state: { username } });
        }}
      />
    </AuthLayout>
  );
}
