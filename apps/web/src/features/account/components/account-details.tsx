import '@mantine/core/styles/Combobox.css';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES, type SessionUser } from '@portal/contracts';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailList } from '../../../components/layout/detail-list';
import { StatusBadge } from '../../../components/table/status-badge';
import { paths } from '../../../config/paths';
import { changeLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';

/** Who is signed in: identity, role, agency or company, language preference, password. */
export function AccountDetails({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const organisation = user.agency
    ? { label: t('account.page.agency'), value: user.agency.name }
    : user.customer
      ? {
          label: user.customer.press ? t('account.page.publisher') : t('account.page.company'),
          value: user.customer.code ? `${user.customer.name} · ${user.customer.code}` : user.customer.name,
        }
      : { label: t('account.page.organisation'), value: t('account.page.headquarters') };

  const role = user.customer?.press ? t('account.page.pressRole') : t(`generic.legend.userTypes.${user.userType}`);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} fz="lg">
              {t('account.page.profile')}
            </Title>
            <StatusBadge tone="info">{role}</StatusBadge>
          </Group>
          <DetailList
            items={[
              { label: t('registrations.form.name'), value: user.name },
              { label: t('registrations.form.surname'), value: user.surname },
              { label: t('auth.page.username'), value: user.username },
              { label: t('auth.page.email'), value: user.email },
              { label: t('account.page.role'), value: role },
              organisation,
            ]}
          />
        </Stack>
      </Card>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('account.page.language')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('account.page.languageHint')}
            </Text>
            <Select
              label={t('account.page.languageLabel')}
              data={LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
              value={language}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                changeLanguage(value).then(
                  (result) => result === 'unsupported' && notifyError(t('notices.unsupportedLanguage')),
                  () => notifyError(t('notices.languageError')),
                );
              }}
              maw={320}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="lg">
              {t('account.page.security')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('account.page.securityHint')}
            </Text>
            <Button component={Link} to={paths.changePassword} leftSection={<IconKey size={18} aria-hidden />}>
              {t('auth.page.changeTitle')}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </SimpleGrid>
  );
}
