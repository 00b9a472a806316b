import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { RegistryList } from '../../../features/sheets/components/registry-list';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireRole>
      <PageHeader title={t('sheets.registry.title')} description={t('sheets.registry.description')} />
      <RegistryList />
    </RequireRole>
  );
}
