import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
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
