import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { RegistrationsList } from '../components/registrations-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('registrations.page.title')}
        description={t('registrations.page.description')}
        descriptionOnPhone={false}
      />
      <RegistrationsList />
    </>
  );
}
