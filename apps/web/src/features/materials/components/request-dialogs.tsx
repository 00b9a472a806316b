import { Button, Group, Stack, Text } from '@mantine/core';
import type { MaterialRequestRow } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/limits';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { Dialog } from '../../../components/feedback/dialog';
import { ReasonDialog, reasonRequired } from '../../../components/feedback/reason-dialog';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeRequestQuantity } from '../api/change-request-quantity';
import { useDecideRequest } from '../api/decide-request';
import { QuantityStepper } from './quantity-stepper';

export type RequestCommand = 'accept' | 'partial' | 'reject' | 'correct';
export type RequestTarget = { row: MaterialRequestRow; command: RequestCommand } | null;

/**
 * Accept (confirm), accept part (a quantity below the request), reject (a reason), correct a pending
 * quantity. A decision sends the quantity the dialog shows; `current` is the request as the list
 * has it now, so when the agent changed it meanwhile (409) the dialog says so and shows it anew.
 */
export function RequestDialogs({
  target,
  current,
  onClose,
}: {
  target: RequestTarget;
  current?: MaterialRequestRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideRequest();
  const correct = useChangeRequestQuantity();
  const [quantity, setQuantity] = useState<number | ''>('');
  const [error, setError] = useState<string | undefined>();
  const [changed, setChanged] = useState<string | undefined>();
  const row = target && current?.id === target.row.id ? current : target?.row;
  useEffect(() => {
    if (!target) return;
    setError(undefined);
    setChanged(undefined);
    const q = target.row.quantity;
    setQuantity(target.command === 'partial' ? Math.max(1, Math.min(q - 1, target.row.available)) : q);
  }, [target]);

  /** Runs the request; answers the server's word on the field (a 400), also kept for the stepper. */
  const run = async (action: () => Promise<{ message: string }>): Promise<string | undefined> => {
    setChanged(undefined);
    try {
      notifySuccess((await action()).message);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.key === 'materials.errors.changed') {
        // The list has fetched the request again (the mutation settled): the dialog now shows it
        // as it is, with the server's words, for staff to decide again.
        setChanged(failure.message);
        return;
      }
      // A decision's other refusals (short, decided) are a toast, as every other error; a
      // field-level one stays beside the input.
      if (failure instanceof ApiError && failure.status === 409 && target?.command !== 'correct') {
        notifyError(failure.message);
      }
      if (target?.command === 'accept') onClose();
      if (failure instanceof ApiError && failure.status === 400) {
        setError(failure.message);
        return failure.message;
      }
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!row || !target) return;
    if (quantity === '' || quantity < 1) return setError(t('validation.quantity'));
    if (target.command === 'partial') {
      if (quantity >= row.quantity) return setError(t('materials.errors.partialBelow', { quantity: row.quantity }));
      return void run(() =>
        decide.mutateAsync({
          id: row.id,
          decision: { status: 'partial', quantity: row.quantity, accepted_quantity: quantity },
        }),
      );
    }
    return void run(() => correct.mutateAsync({ id: row.id, quantity }));
  };

  const what = row
    ? { material: `${row.product_code} ${row.material}`, client: row.client }
    : { material: '', client: '' };
  type Stepped = Exclude<RequestCommand, 'accept' | 'reject'>;
  const titles: Record<Stepped, string> = {
    partial: t('materials.page.partialTitle'),
    correct: t('materials.page.correctTitle'),
  };
  const confirmLabels: Record<Stepped, string> = {
    partial: t('materials.page.acceptPart'),
    correct: t('materials.page.save'),
  };
  const command = target?.command;
  const stepped = command === 'partial' || command === 'correct' ? command : undefined;
  const about = (
    <Text fz="sm">
      <strong>{what.material}</strong> · {what.client}
    </Text>
  );
  // A span: the confirm dialog holds its message in a paragraph.
  const changedNotice = changed ? (
    <Text component="span" display="block" mb="xs" c="var(--mantine-color-error)" fz="sm" role="alert">
      {changed}
    </Text>
  ) : null;

  return (
    <>
      <ConfirmDialog
        opened={command === 'accept'}
        title={t('materials.page.acceptConfirmTitle')}
        message={
          <>
            {changedNotice}
            {t('materials.page.acceptConfirm', { quantity: row?.quantity ?? 0, ...what })}
          </>
        }
        confirmLabel={t('materials.page.accept')}
        loading={decide.isPending}
        onConfirm={() =>
          row &&
          void run(() => decide.mutateAsync({ id: row.id, decision: { status: 'accepted', quantity: row.quantity } }))
        }
        onClose={onClose}
      />
      <ReasonDialog
        opened={command === 'reject'}
        title={t('materials.page.rejectTitle')}
        hint={`${t('materials.columns.quantity')}: ${row?.quantity ?? 0}. ${t('materials.page.rejectHint')}`}
        label={t('materials.page.reason')}
        submitLabel={t('materials.page.reject')}
        rule={reasonRequired('validation.required', LIMITS.rejectReasonMax)}
        maxLength={LIMITS.rejectReasonMax}
        danger
        loading={decide.isPending}
        onClose={onClose}
        onSubmit={async (reason) =>
          row
            ? run(() =>
                decide.mutateAsync({ id: row.id, decision: { status: 'rejected', quantity: row.quantity, reason } }),
              )
            : undefined
        }
      >
        {changedNotice}
        {about}
      </ReasonDialog>
      <Dialog opened={stepped !== undefined} onClose={onClose} title={stepped ? titles[stepped] : ''}>
        {row && stepped ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              {changedNotice}
              {about}
              {command === 'partial' ? (
                <Text fz="sm" c="dimmed">
                  {t('materials.page.partialHint', { quantity: row.quantity, available: row.available })}
                </Text>
              ) : null}
              <QuantityStepper
                showLabel
                value={quantity}
                onChange={setQuantity}
                label={command === 'partial' ? t('materials.page.acceptedQuantity') : t('materials.page.quantity')}
                max={command === 'partial' ? Math.max(1, row.quantity - 1) : undefined}
                error={error}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={decide.isPending || correct.isPending}>
                  {confirmLabels[stepped]}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Dialog>
    </>
  );
}
