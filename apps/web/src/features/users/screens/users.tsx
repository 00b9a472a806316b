import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { UsersList } from '../components/users-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('users.page.title')} description={t('users.page.description')} descriptionOnPhone={false} />
      <UsersList />
    </>
  );
}
