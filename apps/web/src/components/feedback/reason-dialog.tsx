import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Dialog } from './dialog';
import type { ReasonRule } from './reason-rule';

export { type ReasonRule, reasonRequired } from './reason-rule';

/**
 * A modal asking for a required text (a reason, a note) before acting: a revision note, a
 * deletion, a rejected registration or request, a declined sheet. The text is checked by `rule`
 * (no schema library here: the signing page loads this before zod), then `onSubmit` gets it
 * trimmed and answers the message to show under the field when the server refused it.
 */
export function ReasonDialog({
  opened,
  title,
  hint,
  label,
  submitLabel,
  rule,
  maxLength,
  danger = false,
  hintColor = 'dimmed',
  loading,
  children,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  hint: ReactNode;
  label: string;
  submitLabel: string;
  rule: ReasonRule;
  /** Stops typing past the limit, where the limit is known before anything is typed. */
  maxLength?: number;
  danger?: boolean;
  /** The hint's colour; the signing page wants a darker one than the lists' dimmed text. */
  hintColor?: string;
  loading: boolean;
  /** Shown above the hint: what the reason is about, or why the dialog asks again. */
  children?: ReactNode;
  /** Answers the server's refusal of the text, in the reader's language, to show under the field. */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!opened) return;
    setText('');
    setError(undefined);
  }, [opened]);

  // What is wrong stands under the field, and the field takes the focus to be corrected.
  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = await rule(text);
    if (wrong) return refuse(t(wrong));
    const refused = await onSubmit(text.trim());
    if (typeof refused === 'string' && refused) refuse(refused);
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {children}
          <Text fz="sm" c={hintColor}>
            {hint}
          </Text>
          <Textarea
            label={label}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxLength}
            data-autofocus
            ref={field}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
