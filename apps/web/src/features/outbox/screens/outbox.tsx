import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { OutboxList } from '../../../features/outbox/components/outbox-list';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireRole>
      <PageHeader title={t('outbox.page.title')} description={t('outbox.page.description')} />
      <OutboxList />
    </RequireRole>
  );
}
