import { isStaff, USER_TYPE } from '@portal/contracts';
import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { InvoicesList } from '../components/invoices-list';

/** Invoices (PRODUCT.md §2): staff all, an agent the own clients', a customer its own. */
export function Component() {
  const { t } = useTranslation();
  const userType = useSession()?.user.userType ?? 0;
  const description = isStaff(userType)
    ? t('invoices.page.staffSubtitle')
    : userType === USER_TYPE.customer
      ? t('invoices.page.customerSubtitle')
      : t('invoices.page.subtitle');
  return (
    <>
      <PageHeader title={t('invoices.page.title')} description={description} descriptionOnPhone={false} />
      <InvoicesList />
    </>
  );
}
