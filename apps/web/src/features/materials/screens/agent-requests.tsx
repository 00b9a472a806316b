import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { RequestsList } from '../components/requests-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('materials.page.requestsTitle')}
        description={t('materials.page.requestsDescription')}
        descriptionOnPhone={false}
      />
      <RequestsList staff />
    </>
  );
}
