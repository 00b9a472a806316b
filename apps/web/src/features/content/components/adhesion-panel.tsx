import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AdhesionDetail } from '@portal/contracts';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { Notice } from '../../../components/feedback/notice';
import { StatusBadge } from '../../../components/table/status-badge';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { downloadMyAdhesion, useRenewAdhesionLink, useStartAdhesion } from '../api/adhesions';
import { AdhesionList } from './adhesion-list';
import { ADHESION_TONE, useBusy } from './use-busy';

/** The signing page, told which promotion to link back to once signed (the page itself is public). */
const signPath = (token: string, itemId: number) => `${generatePath(paths.sign, { token })}?promotion=${itemId}`;

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
      navigate(signPath(done.token, itemId));
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
        <StatusBadge tone={ADHESION_TONE[mine.state]}>{mine.state_label}</StatusBadge>
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
              navigate(signPath(done.token, itemId));
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
