import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { RegistryList } from '../components/registry-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('sheets.registry.title')}
        description={t('sheets.registry.description')}
        descriptionOnPhone={false}
      />
      <RegistryList />
    </>
  );
}
