import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.page.forgotTitle')} subtitle={t('auth.page.forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
