import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { RegistrationsList } from '../../../features/registrations/components/registrations-list';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireRole>
      <PageHeader title={t('registrations.page.title')} description={t('registrations.page.description')} />
      <RegistrationsList />
    </RequireRole>
  );
}
