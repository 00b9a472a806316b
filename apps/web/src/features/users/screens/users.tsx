import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { UsersList } from '../../../features/admin-users/components/users-list';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireRole>
      <PageHeader title={t('users.page.title')} description={t('users.page.description')} />
      <UsersList />
    </RequireRole>
  );
}
