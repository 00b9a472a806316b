import { clientRowSchema, successEnvelope, tableListSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, writerSchema } from './serializer';

const compile = (schema: z.ZodType, check = false) =>
  responseSerializerCompiler(check)({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

const row = {
  id: 7,
  code: null,
  company_name: 'Mobili "Rossi" & C.\u2028',
  vat_number: '01234560157',
  city: 'Monza',
  province: null,
  country: 'IT',
  agency_id: null,
  agency: 'Agenzia',
  sheet_id: 3,
  sheet_version: null,
  sheet_status: 'sent',
  sheet_status_label: 'Inviata',
  client_status: 'active',
  client_status_label: 'Attivo',
  updated_at: '2026-10-08T15:54:28.089Z',
};
const list = successEnvelope(tableListSchema(clientRowSchema));
const answer = {
  code: 200,
  args: {
    response: { table_headers: [{ key: 'code', label: 'Codice' }], rows: [row], total: 1, page: 1, pageSize: 20 },
  },
};

describe('response serializer', () => {
  it("writes what zod's encoding and JSON.stringify write", () => {
    expect(compile(list)(answer)).toBe(JSON.stringify(z.encode(list, answer as never)));
  });

  it('leaves out every property the schema does not name', () => {
    const leaky = {
      ...answer,
      secret: 'x',
      args: { response: { ...answer.args.response, rows: [{ ...row, iban: 'IT60X' }] } },
    };
    const text = compile(list)(leaky);
    expect(text).not.toContain('IT60X');
    expect(text).not.toContain('secret');
  });

  it('checks the answer against its schema when asked (tests)', () => {
    const wrong = { ...answer, args: { response: { ...answer.args.response, rows: [{ ...row, id: 'seven' }] } } };
    expect(() => compile(list, true)(wrong)).toThrow();
  });

  it("keeps zod's serializer for what JSON Schema cannot say", () => {
    const withDate = z.object({ at: z.date() });
    expect(compile(withDate)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('makes zod nullables plain types', () => {
    const json = z.toJSONSchema(z.object({ a: z.number().int().nullable() }), { io: 'output' });
    expect(writerSchema(json)).toMatchObject({ properties: { a: { type: ['integer', 'null'] } } });
  });
});
