import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { ToSendList } from '../components/to-send-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('shipments.page.toSendTitle')}
        description={t('shipments.page.toSendDescription')}
        descriptionOnPhone={false}
      />
      <ToSendList />
    </>
  );
}
