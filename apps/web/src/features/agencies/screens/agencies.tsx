import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { AgenciesList } from '../components/agencies-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('agencies.page.title')}
        description={t('agencies.page.description')}
        descriptionOnPhone={false}
      />
      <AgenciesList />
    </>
  );
}
