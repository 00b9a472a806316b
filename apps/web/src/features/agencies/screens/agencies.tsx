import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { AgenciesList } from '../../../features/agencies/components/agencies-list';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireRole>
      <PageHeader title={t('agencies.page.title')} description={t('agencies.page.description')} />
      <AgenciesList />
    </RequireRole>
  );
}
