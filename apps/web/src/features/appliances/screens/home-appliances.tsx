import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { AppliancesList } from '../components/appliances-list';

/** Home appliances (spec §2, PRODUCT.md §4): the price list as a catalogue by type and brand. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('appliances.page.catalogueTitle')} />
      <AppliancesList />
    </>
  );
}
