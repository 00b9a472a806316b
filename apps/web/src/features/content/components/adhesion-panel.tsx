import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Table.css';
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { AdhesionDetail } from '@portal/contracts';
import { IconDownload, IconFileSpreadsheet, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { Notice } from '../../../components/feedback/notice';
import { StatusBadge } from '../../../components/table/status-badge';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import {
  downloadAdhesionPdf,
  downloadMyAdhesion,
  exportAdhesions,
  useAdhesions,
  useRenewAdhesionLink,
  useStartAdhesion,
} from '../api/adhesions';

const TONE = { to_sign: 'warning', signed: 'positive', declined: 'neutral' } as const;

/** Runs a download, showing its failure's message. */
function useBusy() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}

/** The customer's form: the answers, then the signing page. */
function AdhesionForm({ itemId, detail }: { itemId: number; detail: AdhesionDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartAdhesion();
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (key: string, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async () => {
    setError(null);
    try {
      const done = await start.mutateAsync({ id: itemId, body: { values } });
      navigate(generatePath(paths.sign, { token: done.token }));
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };
  return (
    <Stack gap="sm">
      {detail.form.fields.map((field) => {
        if (field.type === 'checkbox') {
          return (
            <Checkbox
              key={field.key}
              label={field.label}
              required={field.required}
              checked={values[field.key] === true}
              onChange={(e) => set(field.key, e.currentTarget.checked)}
            />
          );
        }
        if (field.type === 'choice') {
          return (
            <NativeSelect
              key={field.key}
              label={field.label}
              withAsterisk={field.required}
              value={String(values[field.key] ?? '')}
              onChange={(e) => set(field.key, e.currentTarget.value)}
              data={[
                { value: '', label: t('content.adhesion.page.choose') },
                ...field.options.map((o) => ({ value: o.key, label: o.label })),
              ]}
            />
          );
        }
        return (
          <TextInput
            key={field.key}
            label={field.label}
            withAsterisk={field.required}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            value={String(values[field.key] ?? '')}
            onChange={(e) => set(field.key, e.currentTarget.value)}
          />
        );
      })}
      {error ? <Notice tone="negative">{error}</Notice> : null}
      <Button
        size="md"
        leftSection={<IconSignature size={18} aria-hidden />}
        loading={start.isPending}
        onClick={() => void submit()}
      >
        {t('content.adhesion.page.adhere')}
      </Button>
    </Stack>
  );
}

/** The customer's own adhesion: its state, then signing it or its signed copy. */
function MyAdhesion({ itemId, mine }: { itemId: number; mine: NonNullable<AdhesionDetail['mine']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const renew = useRenewAdhesionLink();
  const { busy, error, run } = useBusy();
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fz="sm">{t('content.adhesion.page.mine', { state: '' })}</Text>
        <StatusBadge tone={TONE[mine.state]}>{mine.state_label}</StatusBadge>
      </Group>
      {mine.signed_at ? (
        <Text fz="sm" c="dimmed">
          {t('content.adhesion.page.signedOn', { date: format.dateTime(mine.signed_at) })}
        </Text>
      ) : null}
      {mine.state === 'signed' ? (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === 'pdf'}
          onClick={() => void run('pdf', () => downloadMyAdhesion(itemId))}
        >
          {t('content.adhesion.page.download')}
        </Button>
      ) : (
        <Button
          leftSection={<IconSignature size={18} aria-hidden />}
          loading={renew.isPending}
          onClick={() =>
            void run('link', async () => {
              const done = await renew.mutateAsync(itemId);
              navigate(generatePath(paths.sign, { token: done.token }));
            })
          }
        >
          {t('content.adhesion.page.continueSign')}
        </Button>
      )}
      {error ? <Notice tone="negative">{error}</Notice> : null}
    </Stack>
  );
}

/** Staff: the promotion's adhesions, each signed copy, and the export. */
function AdhesionList({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useAdhesions(itemId, true);
  const { busy, error, run } = useBusy();
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {t('content.adhesion.page.list')} ({rows.length})
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={busy === 'export'}
          onClick={() => void run('export', () => exportAdhesions(itemId))}
        >
          {t('content.adhesion.page.export')}
        </Button>
      </Group>
      {error ? <Notice tone="negative">{error}</Notice> : null}
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('content.adhesion.page.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('content.adhesion.page.list')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('content.adhesion.columns.company')}</Table.Th>
                <Table.Th>{t('content.adhesion.columns.signer')}</Table.Th>
                <Table.Th>{t('content.adhesion.columns.state')}</Table.Th>
                <Table.Th>{t('content.adhesion.columns.signed_at')}</Table.Th>
                <Table.Th>{t('content.adhesion.page.signedPdf')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {row.company_name}
                    {row.client_code ? (
                      <Text span fz="xs" c="dimmed">
                        {' '}
                        {row.client_code}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{row.signer_name ?? row.email}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={TONE[row.state]}>{row.state_label}</StatusBadge>
                  </Table.Td>
                  <Table.Td>{format.dateTime(row.signed_at ?? row.created_at)}</Table.Td>
                  <Table.Td>
                    {row.state === 'signed' ? (
                      <Button
                        variant="subtle"
                        size="xs"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        loading={busy === `pdf-${row.id}`}
                        onClick={() => void run(`pdf-${row.id}`, () => downloadAdhesionPdf(row.id))}
                        aria-label={`${t('content.adhesion.page.signedPdf')}: ${row.company_name}`}
                      >
                        PDF
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A promotion's adhesion form: customers adhere and sign; staff see who adhered; others read the conditions. */
export function AdhesionPanel({ itemId, detail, staff }: { itemId: number; detail: AdhesionDetail; staff: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { form, mine } = detail;
  const days = [
    t('content.adhesion.page.opens', { from: format.date(form.opens_on) }),
    form.closes_on ? t('content.adhesion.page.until', { to: format.date(form.closes_on) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="adhesion-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="adhesion-title">
          {t('content.adhesion.title')}
        </Title>
        <Text fz="xs" c="dimmed">
          {days}
        </Text>
        <Text fw={600} fz="sm">
          {t('content.adhesion.conditionsTitle')}
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {form.conditions}
        </Text>
        {detail.can_adhere ? (
          mine ? (
            <MyAdhesion itemId={itemId} mine={mine} />
          ) : form.open ? (
            <>
              <Text fz="sm" c="gray.8">
                {t('content.adhesion.intro')}
              </Text>
              <AdhesionForm itemId={itemId} detail={detail} />
            </>
          ) : (
            <Notice tone="neutral">{t('content.adhesion.page.closed')}</Notice>
          )
        ) : (
          <Text fz="sm" c="dimmed">
            {t('content.adhesion.page.staffOnly')}
          </Text>
        )}
        {staff ? <AdhesionList itemId={itemId} /> : null}
      </Stack>
    </Paper>
  );
}
