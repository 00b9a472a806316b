import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { AccountDetails } from '../components/account-details';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader
        title={t('account.page.title')}
        description={t('account.page.welcome', { name: `${session.user.name} ${session.user.surname}` })}
      />
      <AccountDetails user={session.user} />
    </>
  );
}
