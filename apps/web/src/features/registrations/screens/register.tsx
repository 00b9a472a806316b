import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../../components/feedback/notice';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { RegisterForm } from '../components/register-form';

export function Component() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthLayout
      title={t('registrations.form.title')}
      subtitle={t('registrations.form.subtitle')}
      width={sent ? 480 : 760}
    >
      {sent ? (
        <Stack>
          <Notice tone="positive" icon={<IconCircleCheck aria-hidden />} title={sent}>
            {t('registrations.form.sentText')}
          </Notice>
          <Text fz="sm" c="dimmed">
            {t('registrations.form.sentHint')}
          </Text>
          <Button component={Link} to={paths.login}>
            {t('auth.page.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <RegisterForm onSent={setSent} />
      )}
    </AuthLayout>
  );
}
