import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Timeline.css';
import { Accordion, Button, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import type { SheetSummary } from '@portal/contracts';
import { IconFileCertificate, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Notice } from '../../../components/feedback/notice';
import { DetailList } from '../../../components/layout/detail-list';
import { SheetStatusBadge } from '../../../components/table/domain-status-badges';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadAttachment } from '../api/download-attachment';
import { type Attachment, useAttachments } from '../api/get-attachments';
import { useSheetVersions } from '../api/get-sheet-versions';
import { useSignEvents } from '../api/get-sign-events';

/** Every version of the client's sheet with its documents and its signing history. */
export function SheetVersions({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const versions = useSheetVersions(clientId);
  const attachments = useAttachments(clientId);
  const [open, setOpen] = useState<string | null>(null);
  const list = versions.data ?? [];
  if (versions.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  // A failed answer is not an empty one: the client may well have a sheet. Quiet on 403/404 (it is
  // asked for with the card), so this line is the only word of it.
  if (versions.isError && !versions.data) return <Text c="dimmed">{t('notices.pageLoadError')}</Text>;
  if (list.length === 0) return <Text c="dimmed">{t('clients.page.noSheet')}</Text>;
  const current = open ?? String(list[0]?.id);
  return (
    <Accordion value={current} onChange={setOpen} variant="separated" radius="md">
      {list.map((version) => (
        <Accordion.Item key={version.id} value={String(version.id)} bg="white">
          <Accordion.Control>
            <Group gap="sm" wrap="wrap">
              <Text fw={600}>{t('sheets.pdf.version', { version: version.version })}</Text>
              <SheetStatusBadge status={version.status} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <VersionDetail
              clientId={clientId}
              version={version}
              attachments={(attachments.data ?? []).filter((a) => a.version === version.version)}
              active={current === String(version.id)}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function VersionDetail({
  version,
  attachments,
  active,
}: {
  clientId: number;
  version: SheetSummary;
  attachments: Attachment[];
  active: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadAttachment();
  const events = useSignEvents(version.id, active && version.sent_at !== null);
  return (
    <Stack gap="md">
      <DetailList
        cols={3}
        items={[
          { label: t('sheets.columns.updatedAt'), value: format.dateTime(version.updated_at) },
          { label: t('sheets.columns.sentAt'), value: format.dateTime(version.sent_at) },
          { label: t('sheets.columns.signedAt'), value: format.dateTime(version.signed_at) },
          { label: t('clients.page.confirmedAt'), value: format.dateTime(version.confirmed_at) },
          { label: t('sheets.fields.signature_email'), value: version.signature_email },
        ]}
      />
      {version.revision_note ? (
        <Notice tone="warning" title={t('clients.page.revisionNote')}>
          {version.revision_note}
        </Notice>
      ) : null}
      {attachments.length > 0 ? (
        <Group gap="xs">
          {attachments.map((a) => (
            <Button
              key={a.id}
              variant={a.kind === 'signed' ? 'filled' : 'default'}
              size="sm"
              leftSection={
                a.kind === 'signed' ? (
                  <IconFileCertificate size={16} aria-hidden />
                ) : (
                  <IconFileDownload size={16} aria-hidden />
                )
              }
              loading={download.isPending && download.variables?.id === a.id}
              onClick={() => download.mutate(a)}
            >
              {a.kind === 'signed' ? t('clients.page.signedPdf') : t('clients.page.sheetPdf')}
            </Button>
          ))}
        </Group>
      ) : null}
      {version.sent_at ? (
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {t('clients.page.history')}
          </Text>
          {events.isPending ? (
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          ) : (events.data ?? []).length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('clients.page.noEvents')}
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} active={(events.data ?? []).length - 1}>
              {(events.data ?? []).map((e) => (
                <Timeline.Item
                  key={e.id}
                  title={
                    <Text fz="sm" fw={600}>
                      {e.label}
                    </Text>
                  }
                >
                  <Text fz="xs" c="dimmed">
                    {format.dateTime(e.created_at)}
                    {e.ip ? ` · IP ${e.ip}` : ''}
                  </Text>
                  {typeof e.data?.reason === 'string' ? <Text fz="sm">{e.data.reason}</Text> : null}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
