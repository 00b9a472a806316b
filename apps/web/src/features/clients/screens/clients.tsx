import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { ClientsList } from '../components/clients-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('clients.page.title')}
        description={t('clients.page.description')}
        descriptionOnPhone={false}
      />
      <ClientsList />
    </>
  );
}
