import { describe, expect, it } from 'vitest';
import { blankFields } from './order-values';
import { sendIssues } from './send-issues';

const messages = (raw: Parameters<typeof sendIssues>[0]) =>
  Object.fromEntries(sendIssues(raw).map((i) => [i.path.join('.'), i.message]));

describe('what keeps an order from being sent', () => {
  it('lists the missing fields, lines and consent of a blank order (spec §5 messages)', () => {
    expect(messages({ ...blankFields(null), order_date: '2026-11-29' })).toEqual({
      customer_code: 'validation.customerCodeLength',
      province: 'validation.provinceLength',
      model: 'validation.completeRequired',
      reference: 'validation.completeRequired',
      'lines.0.quantity': 'validation.orderLines',
      'lines.0.description': 'validation.orderLines',
      privacy_consent: 'validation.privacyRequired',
    });
  });

  it('shows a wrong field and the missing ones together, the wrong one with its own message', () => {
    const found = messages({
      ...blankFields(null),
      province: 'MIL',
      lines: [{ quantity: 'ten', description: 'Base' }],
    });
    expect(found.province).toBe('validation.provinceLength');
    expect(found['lines.0.quantity']).toBe('validation.numericOnly');
    expect(found['lines.0.description']).toBeUndefined();
    expect(found.customer_code).toBe('validation.customerCodeLength');
    expect(found.privacy_consent).toBe('validation.privacyRequired');
  });

  it('finds nothing in a complete order', () => {
    expect(
      sendIssues({
        ...blankFields('C00042'),
        province: 'mi',
        model: 'Linea 40',
        reference: 'Rossi kitchen',
        order_date: '2026-11-29',
        lines: [{ quantity: '2', description: 'Base 60' }],
        privacy_consent: true,
      }),
    ).toEqual([]);
  });
});
