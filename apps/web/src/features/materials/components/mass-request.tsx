import { ActionIcon, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientPicker, type PickedClient } from '../../../components/form/client-picker';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveMassRequest } from '../api/save-mass-request';
import { MaterialPicker, type PickedMaterial } from './material-picker';
import { QuantityStepper } from './quantity-stepper';

type Line = { key: number; client: PickedClient | null; material: PickedMaterial | null; quantity: number | '' };

let nextKey = 1;
const newLine = (material: PickedMaterial | null = null): Line => ({
  key: nextKey++,
  client: null,
  material,
  quantity: 1,
});

/**
 * One request for several clients and materials (`invio/save-requests`): a new line keeps the
 * material of the one above, so the same catalogue goes to many clients in a few taps. All lines
 * are saved, or none (the server names the line that failed).
 */
export function MassRequest() {
  const { t } = useTranslation();
  const save = useSaveMassRequest();
  const [lines, setLines] = useState<Line[]>(() => [newLine()]);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const send = async () => {
    const complete = lines.every((l) => l.client && l.material && l.quantity !== '' && l.quantity >= 1);
    if (!complete) return setError(t('materials.page.lineIncomplete'));
    setError(null);
    try {
      const { message } = await save.mutateAsync({
        requests: lines.map((l) => ({
          client_id: l.client?.id as number,
          product_id: l.material?.id as number,
          quantity: l.quantity as number,
        })),
        request_massiva: true,
        description: description.trim() || undefined,
      });
      notifySuccess(message);
      setLines([newLine()]);
      setDescription('');
    } catch {
      // The server's message (naming the line) is in the toast.
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('materials.page.massHint')}
      </Text>
      {lines.map((line, index) => (
        <Card
          key={line.key}
          withBorder
          radius="md"
          padding="md"
          role="group"
          aria-label={t('materials.page.line', { line: index + 1 })}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600} fz="sm">
                {t('materials.page.line', { line: index + 1 })}
              </Text>
              {lines.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  aria-label={t('materials.page.removeLine', { line: index + 1 })}
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <ClientPicker
                label={t('materials.page.client')}
                value={line.client}
                onChange={(client) => change(line.key, { client })}
              />
              <MaterialPicker
                clientId={line.client?.id ?? null}
                value={line.material}
                onChange={(material) => change(line.key, { material })}
                label={t('materials.page.material')}
              />
              <QuantityStepper
                showLabel
                value={line.quantity}
                onChange={(quantity) => change(line.key, { quantity })}
                label={t('materials.page.quantity')}
                max={line.material ? Math.max(1, line.material.available) : undefined}
              />
            </Group>
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setLines((all) => [...all, newLine(all.at(-1)?.material ?? null)])}
        >
          {t('materials.page.addLine')}
        </Button>
      </Group>
      <Textarea
        label={t('materials.page.massDescription')}
        description={t('materials.page.massDescriptionHint')}
        autosize
        minRows={2}
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      {error ? (
        <Text c="var(--mantine-color-error)" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button
          size="lg"
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={() => void send()}
          loading={save.isPending}
        >
          {t('materials.page.sendMass', { count: lines.length })}
        </Button>
      </Group>
    </Stack>
  );
}
