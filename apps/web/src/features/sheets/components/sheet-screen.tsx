import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type SheetFormResponse, sheetSections } from '@portal/contracts';
import { IconAddressBook, IconArrowLeft, IconFileDownload, IconInfoCircle } from '@tabler/icons-react';
import { generatePath, Link, useNavigate } from 'react-router';
import { QueryError } from '../../../components/errors/query-error';
import { Notice } from '../../../components/feedback/notice';
import { DetailList } from '../../../components/layout/detail-list';
import { PageHeader } from '../../../components/layout/page-header';
import { ClientStatusBadge, SheetStatusBadge } from '../../../components/table/domain-status-badges';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadSheetPdf } from '../api/download-sheet-pdf';
import { useSheetForm } from '../api/get-sheet-form';
import { SheetActions } from './sheet-actions';
import { SheetForm } from './sheet-form';

/** A client's sheet: its state and what can be done now, then the form (or the sheet as sent). */
export function SheetScreen({ clientId }: { clientId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useSheetForm(clientId);
  const data = query.data;

  const back = (
    <Button component={Link} to={paths.registry} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('sheets.page.backToRegistry')}
    </Button>
  );

  if (query.isError && !data) {
    return <QueryError error={query.error} back={{ to: paths.registry, label: t('sheets.page.backToRegistry') }} />;
  }
  if (!data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={40} width="50%" />
        <Skeleton height={120} />
        <Skeleton height={320} />
      </Stack>
    );
  }

  const editable = data.actions.includes('save');
  const client = data.client;
  return (
    <Stack gap="md">
      <PageHeader
        title={client?.company_name || t('sheets.page.newTitle')}
        description={
          client
            ? client.code
              ? t('sheets.page.sheetOf', { code: client.code })
              : t('sheets.page.formLabel')
            : t('sheets.page.newDescription')
        }
        actions={back}
      />
      {client ? <SheetSummary data={data} /> : null}
      {editable ? (
        <SheetForm
          key={`${data.sheet?.id ?? 'new'}-${data.sheet?.updated_at ?? ''}`}
          data={data}
          clientId={client?.id ?? null}
          onSaved={(id) => {
            if (!clientId) navigate(generatePath(paths.sheet, { id: String(id) }), { replace: true });
          }}
        />
      ) : (
        <SheetReadOnly data={data} />
      )}
    </Stack>
  );
}

function SheetSummary({ data }: { data: SheetFormResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadSheetPdf();
  const client = data.client;
  const sheet = data.sheet;
  const request = data.sign_request;
  if (!client) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs">
            <SheetStatusBadge status={sheet?.status ?? null} />
            <ClientStatusBadge status={client.status} />
            {sheet ? (
              <Text fz="sm" c="dimmed">
                {t('sheets.pdf.version', { version: sheet.version })}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={generatePath(paths.client, { id: String(client.id) })}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconAddressBook size={16} aria-hidden />}
            >
              {t('sheets.page.openClient')}
            </Button>
            {sheet ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconFileDownload size={16} aria-hidden />}
                loading={download.isPending}
                onClick={() =>
                  download.mutate({
                    clientId: client.id,
                    version: sheet.version,
                    kind: sheet.signed_at ? 'signed' : 'sheet',
                  })
                }
              >
                {sheet.signed_at ? t('sheets.page.downloadSigned') : t('sheets.page.downloadPdf')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {sheet?.status === 'revision' && sheet.revision_note ? (
          <Notice tone="warning" icon={<IconInfoCircle aria-hidden />} title={t('sheets.page.revisionRequested')}>
            {sheet.revision_note}
          </Notice>
        ) : null}
        {sheet?.status === 'sent' && request ? (
          <Text fz="sm">
            {t('sheets.page.sentTo', {
              email: request.email,
              date: format.dateTime(sheet.sent_at),
              expires: format.date(request.expires_at),
            })}
            {request.reminders_sent > 0 ? ` ${t('sheets.page.remindersSent', { count: request.reminders_sent })}` : ''}
          </Text>
        ) : null}
        {sheet?.status === 'signed' ? (
          <Text fz="sm">{t('sheets.page.signedOn', { date: format.dateTime(sheet.signed_at) })}</Text>
        ) : null}
        {sheet?.status === 'confirmed' ? (
          <Text fz="sm">{t('sheets.page.confirmedOn', { date: format.dateTime(sheet.confirmed_at) })}</Text>
        ) : null}
        {sheet?.status === 'declined' ? <Text fz="sm">{t('sheets.page.declinedHint')}</Text> : null}
        <SheetActions
          layout="buttons"
          exclude={data.actions.includes('save') ? ['send'] : []}
          target={{
            clientId: client.id,
            company: client.company_name,
            sheetId: sheet?.id ?? null,
            status: sheet?.status ?? null,
            clientStatus: client.status,
            signatureEmail: sheet?.signature_email,
          }}
        />
      </Stack>
    </Card>
  );
}

/** A sheet out for signature, signed or confirmed is read, not edited: changes make a new version. */
function SheetReadOnly({ data }: { data: SheetFormResponse }) {
  const { t, i18n } = useTranslation();
  const sections = sheetSections(
    data.scheda_fields,
    (key) => t(key),
    data.client?.agency?.name,
    i18n.resolvedLanguage ?? i18n.language,
  );
  // A client asked for deletion (or deleted) keeps its sheet as it is; otherwise a sent, signed or
  // confirmed version changes only through a revision or a renewal.
  const status = data.client?.status;
  const hint =
    status === 'deletion_requested'
      ? 'clients.errors.deletionPending'
      : status === 'deleted'
        ? 'clients.errors.deletedClient'
        : 'sheets.page.readOnlyHint';
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t(hint)}
      </Text>
      {sections.map((section) => (
        <Card
          key={section.key}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={`section-${section.key}`}
        >
          <Title order={2} fz="md" mb="sm" id={`section-${section.key}`}>
            {section.label}
          </Title>
          <DetailList
            items={section.fields.map((f) => ({ label: f.label, value: f.value, wide: f.key === 'notes' }))}
          />
        </Card>
      ))}
    </Stack>
  );
}
