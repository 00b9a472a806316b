import { describe, expect, it } from 'vitest';
import {
  ORDER_FORM_ACCEPT,
  ORDER_FORM_LIMITS,
  orderFormCompleteSchema,
  orderFormDraftSchema,
  orderFormListQuerySchema,
  orderFormNumber,
  orderFormRequestSchema,
} from './order-form';

const complete = {
  client: 3,
  customer_code: 'C00012',
  province: 'mi',
  model: 'Aurora',
  reference: 'Kitchen Rossi',
  order_date: '2026-11-20',
  requested_delivery_date: '2026-12-20',
  lines: [{ quantity: '2', description: 'Base 60 cm' }],
  privacy_consent: true,
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('orderFormCompleteSchema', () => {
  it('takes a complete order, province upper-cased and quantities as numbers', () => {
    const order = orderFormCompleteSchema.parse(complete);
    expect(order).toMatchObject({ province: 'MI', lines: [{ quantity: 2, description: 'Base 60 cm' }], finish: '' });
  });

  it('says the spec messages: customer code, province, lines, required fields, consent', () => {
    const result = orderFormCompleteSchema.safeParse({
      ...complete,
      customer_code: 'C0001',
      province: 'MIL',
      model: '',
      lines: [{ quantity: '', description: 'x' }, { quantity: 'two', description: '' }, { quantity: 3 }],
      privacy_consent: false,
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        ['customer_code', 'validation.customerCodeLength'],
        ['province', 'validation.provinceLength'],
        ['lines.1.quantity', 'validation.numericOnly'],
      ]),
    );
    // Refinements of the whole run only once every field reads: fix the field errors, then they show.
    const second = orderFormCompleteSchema.safeParse({
      ...complete,
      model: '',
      lines: [{ quantity: '', description: 'x' }, { quantity: 3 }],
      privacy_consent: false,
    });
    expect(messages(second)).toEqual([
      ['model', 'validation.completeRequired'],
      ['lines.0.quantity', 'validation.orderLines'],
      ['lines.1.description', 'validation.orderLines'],
      ['privacy_consent', 'validation.privacyRequired'],
    ]);
  });

  it('refuses a province of digits, no lines, a delivery before the order, 0 and huge quantities', () => {
    expect(messages(orderFormCompleteSchema.safeParse({ ...complete, province: '12' }))).toEqual([
      ['province', 'validation.provinceLength'],
    ]);
    expect(messages(orderFormCompleteSchema.safeParse({ ...complete, lines: [] }))).toEqual([
      ['lines', 'validation.orderLines'],
    ]);
    expect(messages(orderFormCompleteSchema.safeParse({ ...complete, requested_delivery_date: '2026-11-19' }))).toEqual(
      [['requested_delivery_date', 'orderForm.validation.deliveryBeforeOrder']],
    );
    expect(
      messages(orderFormCompleteSchema.safeParse({ ...complete, lines: [{ quantity: 0, description: 'a' }] })),
    ).toEqual([['lines.0.quantity', 'validation.quantity']]);
    expect(
      messages(orderFormCompleteSchema.safeParse({ ...complete, lines: [{ quantity: 1.5, description: 'a' }] })),
    ).toEqual([['lines.0.quantity', 'validation.numericOnly']]);
    expect(
      messages(
        orderFormCompleteSchema.safeParse({
          ...complete,
          lines: [{ quantity: ORDER_FORM_LIMITS.lineQuantityMax + 1, description: 'a' }],
        }),
      ),
    ).toEqual([['lines.0.quantity', 'validation.quantity']]);
  });

  it('refuses NUL bytes, impossible dates, unknown fields and too many lines', () => {
    expect(messages(orderFormCompleteSchema.safeParse({ ...complete, reference: 'a\u0000b' }))).toEqual([
      ['reference', 'validation.invalidText'],
    ]);
    expect(messages(orderFormCompleteSchema.safeParse({ ...complete, order_date: '2026-02-30' }))).toEqual([
      ['order_date', 'validation.date'],
    ]);
    expect(orderFormCompleteSchema.safeParse({ ...complete, colour: 'red' }).success).toBe(false);
    const lines = Array.from({ length: ORDER_FORM_LIMITS.lines + 1 }, () => ({ quantity: 1, description: 'a' }));
    expect(messages(orderFormCompleteSchema.safeParse({ ...complete, lines }))).toEqual([
      ['lines', 'orderForm.validation.tooManyLines'],
    ]);
  });
});

describe('orderFormDraftSchema', () => {
  it('keeps an incomplete draft, but checks what is there', () => {
    expect(orderFormDraftSchema.parse({ model: 'Aurora', lines: [{ quantity: null, description: '' }] })).toMatchObject(
      {
        customer_code: '',
        privacy_consent: false,
        lines: [{ quantity: null, description: '' }],
      },
    );
    expect(messages(orderFormDraftSchema.safeParse({ customer_code: 'ABC' }))).toEqual([
      ['customer_code', 'validation.customerCodeLength'],
    ]);
    expect(
      messages(orderFormDraftSchema.safeParse({ order_date: '2026-05-02', requested_delivery_date: '2026-05-01' })),
    ).toEqual([['requested_delivery_date', 'orderForm.validation.deliveryBeforeOrder']]);
  });
});

describe('orderFormRequestSchema and the list query', () => {
  it('reads the JSON part: fields, completeness and attachment ids to keep', () => {
    const id = '0b6a4c8e-2f4e-4c8e-9f3a-1b2c3d4e5f60';
    expect(orderFormRequestSchema.parse({ fields: {}, attachments: [id] })).toMatchObject({
      complete: false,
      attachments: [id],
    });
    expect(orderFormRequestSchema.safeParse({ fields: {}, attachments: ['../etc'] }).success).toBe(false);
  });

  it('defaults to the newest first and refuses an unknown sort', () => {
    expect(orderFormListQuerySchema.parse({})).toMatchObject({ sort: 'created_at', order: 'desc', page: 1 });
    expect(orderFormListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });

  it('numbers orders by year and sequence, and offers the extensions it accepts', () => {
    expect(orderFormNumber(2026, 123)).toBe('2026-000123');
    expect(ORDER_FORM_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.dwg', '.dxf', '.jpeg']));
  });
});
