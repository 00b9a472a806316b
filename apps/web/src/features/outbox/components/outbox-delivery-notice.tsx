import { Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Notice } from '../../../components/feedback/notice';
import { useTranslation } from '../../../lib/use-translation';
import { useOutboxDelivery } from '../api/get-outbox-delivery';

/**
 * Without SMTP nothing leaves the portal: the screen says so, and who reads personal links and
 * codes in full (admin) or masked (sales). With SMTP it says nothing: mail goes out.
 */
export function OutboxDeliveryNotice() {
  const { t } = useTranslation();
  const delivery = useOutboxDelivery().data;
  if (!delivery || delivery.smtp) return null;
  return (
    <Notice tone="warning" role="status" icon={<IconMailOff aria-hidden />} title={t('outbox.page.notDelivered')}>
      <Text fz="sm">{t('outbox.page.notDeliveredText')}</Text>
      <Text fz="sm">{t(delivery.secrets_visible ? 'outbox.page.secretsShown' : 'outbox.page.secretsMasked')}</Text>
    </Notice>
  );
}
