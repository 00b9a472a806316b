import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { MaterialRequestRow } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeRequestQuantity } from '../api/change-request-quantity';
import { useDecideRequest } from '../api/decide-request';
import { QuantityStepper } from './quantity-stepper';

export type RequestCommand = 'accept' | 'partial' | 'reject' | 'correct';
export type RequestTarget = { row: MaterialRequestRow; command: RequestCommand } | null;

/** Accept (confirm), accept part (a quantity below the request), reject (a reason), correct a pending quantity. */
export function RequestDialogs({ target, onClose }: { target: RequestTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideRequest();
  const correct = useChangeRequestQuantity();
  const [quantity, setQuantity] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const row = target?.row;
  useEffect(() => {
    if (!target) return;
    setError(undefined);
    setReason('');
    const q = target.row.quantity;
    setQuantity(target.command === 'partial' ? Math.max(1, Math.min(q - 1, target.row.available)) : q);
  }, [target]);

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      notifySuccess((await action()).message);
      onClose();
    } catch (failure) {
      // The toast has the server's message; a field-level one stays beside the input.
      if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      if (target?.command === 'accept') onClose();
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!row || !target) return;
    if (target.command === 'reject') {
      if (!reason.trim()) return setError(t('validation.required'));
      return void run(() =>
        decide.mutateAsync({ id: row.id, decision: { status: 'rejected', reason: reason.trim() } }),
      );
    }
    if (quantity === '' || quantity < 1) return setError(t('validation.quantity'));
    if (target.command === 'partial') {
      if (quantity >= row.quantity) return setError(t('materials.errors.partialBelow', { quantity: row.quantity }));
      return void run(() =>
        decide.mutateAsync({ id: row.id, decision: { status: 'partial', accepted_quantity: quantity } }),
      );
    }
    return void run(() => correct.mutateAsync({ id: row.id, quantity }));
  };

  const what = row
    ? { material: `${row.product_code} ${row.material}`, client: row.client }
    : { material: '', client: '' };
  const titles: Record<Exclude<RequestCommand, 'accept'>, string> = {
    partial: t('materials.page.partialTitle'),
    reject: t('materials.page.rejectTitle'),
    correct: t('materials.page.correctTitle'),
  };
  const confirmLabels: Record<Exclude<RequestCommand, 'accept'>, string> = {
    partial: t('materials.page.acceptPart'),
    reject: t('materials.page.reject'),
    correct: t('materials.page.save'),
  };
  const command = target?.command;

  return (
    <>
      <ConfirmDialog
        opened={command === 'accept'}
        title={t('materials.page.acceptConfirmTitle')}
        message={t('materials.page.acceptConfirm', { quantity: row?.quantity ?? 0, ...what })}
        confirmLabel={t('materials.page.accept')}
        loading={decide.isPending}
        onConfirm={() => row && void run(() => decide.mutateAsync({ id: row.id, decision: { status: 'accepted' } }))}
        onClose={onClose}
      />
      <Modal
        opened={command !== undefined && command !== 'accept'}
        onClose={onClose}
        title={command && command !== 'accept' ? titles[command] : ''}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {row && command && command !== 'accept' ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text fz="sm">
                <strong>{what.material}</strong> · {what.client}
              </Text>
              {command === 'partial' ? (
                <Text fz="sm" c="dimmed">
                  {t('materials.page.partialHint', { quantity: row.quantity, available: row.available })}
                </Text>
              ) : null}
              {command === 'reject' ? (
                <>
                  <Text fz="sm" c="dimmed">
                    {t('materials.page.rejectHint')}
                  </Text>
                  <Textarea
                    label={t('materials.page.reason')}
                    withAsterisk
                    autosize
                    minRows={3}
                    maxLength={500}
                    data-autofocus
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                    error={error}
                  />
                </>
              ) : (
                <QuantityStepper
                  showLabel
                  value={quantity}
                  onChange={setQuantity}
                  label={command === 'partial' ? t('materials.page.acceptedQuantity') : t('materials.page.quantity')}
                  max={command === 'partial' ? Math.max(1, row.quantity - 1) : undefined}
                  error={error}
                />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button
                  type="submit"
                  color={command === 'reject' ? 'red.9' : undefined}
                  loading={decide.isPending || correct.isPending}
                >
                  {confirmLabels[command]}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Modal>
    </>
  );
}
