import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { ClientsList } from '../../../features/clients/components/clients-list';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireRole>
      <PageHeader title={t('clients.page.title')} description={t('clients.page.description')} />
      <ClientsList />
    </RequireRole>
  );
}
