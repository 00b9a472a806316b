import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { RegistrationsList } from '../../../features/registrations/components/registrations-list';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireRole>
      <PageHeader title={t('nav.registrations')} description={t('registrations.description')} />
      <RegistrationsList />
    </RequireRole>
  );
}
