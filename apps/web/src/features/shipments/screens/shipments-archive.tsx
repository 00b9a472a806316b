import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { ShipmentsList } from '../components/shipments-list';

/** Staff: the shipments that left, with the same drawer as the Shipments screen. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('shipments.page.archiveTitle')}
        description={t('shipments.page.archiveDescription')}
        descriptionOnPhone={false}
      />
      <ShipmentsList view="archive" />
    </>
  );
}
