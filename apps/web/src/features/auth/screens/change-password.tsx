import { Card } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { ChangePasswordForm } from '../components/change-password-form';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('auth.page.changeTitle')} description={t('auth.page.changeSubtitle')} />
      <Card withBorder radius="md" padding="lg" maw={520}>
        <ChangePasswordForm onDone={() => navigate(paths.account)} onCancel={() => navigate(-1)} />
      </Card>
    </>
  );
}
