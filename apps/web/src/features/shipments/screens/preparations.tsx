import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { ShipmentsList } from '../components/shipments-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('shipments.page.preparationsTitle')}
        description={t('shipments.page.preparationsDescription')}
        descriptionOnPhone={false}
      />
      <ShipmentsList view="preparations" />
    </>
  );
}
