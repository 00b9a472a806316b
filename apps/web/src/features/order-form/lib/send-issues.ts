import {
  completeOrderIssues,
  type OrderFormFields,
  type OrderFormFieldsInput,
  orderFormFieldsSchema,
} from '@portal/contracts';

export type SendIssue = { path: (string | number)[]; message: string };

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * Everything that keeps the order from being sent, at once: the draft's rules (lengths, a 2-letter
 * province, numeric quantities) and the complete order's (required fields, whole lines, consent).
 * The contract's complete schema stops at the first kind when a field is wrong, which would show
 * the missing fields only at the second press of Send; here a field keeps its own message first.
 */
export function sendIssues(raw: OrderFormFieldsInput): SendIssue[] {
  const parsed = orderFormFieldsSchema.safeParse(raw);
  if (parsed.success) return completeOrderIssues(parsed.data);
  const issues: SendIssue[] = parsed.error.issues.map((i) => ({
    path: i.path as (string | number)[],
    message: i.message,
  }));
  // The fields as typed, a wrong quantity counting as given (it has its message already).
  const lenient = {
    ...Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, trimmed(value)])),
    lines: (raw.lines ?? []).map((line) => ({
      quantity: line.quantity === null || line.quantity === undefined || trimmed(line.quantity) === '' ? null : 1,
      description: String(trimmed(line.description) ?? ''),
    })),
    privacy_consent: raw.privacy_consent === true,
  } as OrderFormFields;
  const taken = new Set(issues.map((i) => i.path.join('.')));
  for (const issue of completeOrderIssues(lenient)) if (!taken.has(issue.path.join('.'))) issues.push(issue);
  return issues;
}
