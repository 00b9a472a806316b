import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { MaterialsList } from '../components/materials-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('materials.page.title')}
        description={t('materials.page.description')}
        descriptionOnPhone={false}
      />
      <MaterialsList />
    </>
  );
}
