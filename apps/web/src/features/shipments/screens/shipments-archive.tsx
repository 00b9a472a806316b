import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
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
