import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
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
