import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Drawer, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { Notice } from '../../../components/feedback/notice';
import { DetailList } from '../../../components/layout/detail-list';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useOutboxMessage } from '../api/get-outbox-message';
import { useRetryOutbox } from '../api/retry-outbox';
import { OutboxStatusBadge } from './outbox-status-badge';

/** One message: its delivery state, its text and its HTML (in a sandboxed frame: no scripts, no same-origin). */
export function OutboxDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useOutboxMessage(id);
  const retry = useRetryOutbox();
  const m = message.data;

  const doRetry = async () => {
    if (!m) return;
    const { message: text } = await retry.mutateAsync(m.id);
    notifySuccess(text);
    // A sent message went back as a copy: the list shows it queued at the top.
    if (m.status === 'sent') onClose();
  };

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={<Text fw={700}>{t('outbox.page.detailTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {message.isError ? (
        <Text c="dimmed">{message.error.message}</Text>
      ) : !m ? (
        <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={24} />
          <Skeleton height={24} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} fz="lg">
              {m.subject}
            </Text>
            <OutboxStatusBadge status={m.status} />
          </Group>
          <DetailList
            items={[
              { label: t('outbox.page.to'), value: m.to },
              {
                label: t('outbox.page.template'),
                value: m.template_label,
              },
              {
                label: t('account.page.language'),
                value: t(`language.names.${m.language}`, { defaultValue: m.language }),
              },
              { label: t('outbox.page.attempts'), value: format.number(m.attempts) },
              { label: t('outbox.page.createdAt'), value: format.dateTime(m.created_at) },
              { label: t('outbox.page.sentAt'), value: format.dateTime(m.sent_at) },
              ...(m.next_attempt_at
                ? [{ label: t('outbox.page.nextAttempt'), value: format.dateTime(m.next_attempt_at) }]
                : []),
              ...(m.last_error ? [{ label: t('outbox.page.lastError'), value: m.last_error, wide: true }] : []),
            ]}
          />
          {m.masked ? (
            <Notice tone="info" icon={<IconLock aria-hidden />} title={t('outbox.page.maskedTitle')}>
              {t('outbox.page.maskedText')}
            </Notice>
          ) : null}
          {/* A queued message goes out by itself; a failed one is queued again, a sent one as a copy. */}
          {m.status !== 'pending' ? (
            <Group justify="flex-end">
              <Button
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={retry.isPending}
                onClick={() => void doRetry()}
              >
                {t('outbox.page.retry')}
              </Button>
            </Group>
          ) : null}
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">{t('outbox.page.html')}</Tabs.Tab>
              <Tabs.Tab value="text">{t('outbox.page.text')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              <iframe
                className="mail-frame"
                title={t('outbox.page.htmlFrame', { subject: m.subject })}
                sandbox=""
                srcDoc={m.html}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <pre className="mail-text">{m.text}</pre>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Drawer>
  );
}
