import { isStaff } from '@portal/contracts';
import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { ShipmentsList } from '../components/shipments-list';

/** Staff: the shipments not shipped yet, with their moves; an agent: the agency's shipments in every state, read only. */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const staff = isStaff(session?.user.userType ?? 0);
  return (
    <>
      <PageHeader
        title={t('shipments.page.title')}
        description={staff ? t('shipments.page.description') : t('shipments.page.agentDescription')}
        descriptionOnPhone={false}
      />
      <ShipmentsList view={staff ? 'active' : 'all'} />
    </>
  );
}
