import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { ReadyList } from '../components/ready-list';

/** Ready for delivery: the appliances in stock, their availability, and the reservation of one. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('readyStock.page.title')} />
      <ReadyList />
    </>
  );
}
