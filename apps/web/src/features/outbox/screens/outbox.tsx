import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { OutboxList } from '../components/outbox-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('outbox.page.title')}
        description={t('outbox.page.description')}
        descriptionOnPhone={false}
      />
      <OutboxList />
    </>
  );
}
