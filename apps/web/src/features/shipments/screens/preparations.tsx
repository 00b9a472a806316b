import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
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
