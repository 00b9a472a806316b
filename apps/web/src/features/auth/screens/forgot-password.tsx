import { AuthLayout } from '../../../components/layout/auth-layout';
import { useTranslation } from '../../../lib/use-translation';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.page.forgotTitle')} subtitle={t('auth.page.forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
