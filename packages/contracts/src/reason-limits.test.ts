import './zod-config';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { clientDeleteRequestSchema } from './clients';
import { LIMITS } from './limits';
import { requestDecisionSchema } from './materials';
import { sheetStatusActionSchema } from './sheet-requests';

/*
 * The reasons and notes a dialog asks for are as long as the API takes, and no longer: the web's
 * dialogs read these limits (`@portal/contracts/limits`, no zod), the schemas are built from them.
 */
const fits = (schema: z.ZodType, value: (text: string) => unknown, max: number) => [
  schema.safeParse(value('a'.repeat(max))).success,
  schema.safeParse(value('a'.repeat(max + 1))).error?.issues[0]?.message,
];

describe('the reasons a dialog asks for', () => {
  it('take as many characters as LIMITS says, and answer tooLong past it', () => {
    expect(
      fits(requestDecisionSchema, (reason) => ({ status: 'rejected', quantity: 1, reason }), LIMITS.rejectReasonMax),
    ).toEqual([true, 'validation.tooLong']);
    expect(fits(clientDeleteRequestSchema, (reason) => ({ reason }), LIMITS.deletionReasonMax)).toEqual([
      true,
      'validation.tooLong',
    ]);
    expect(fits(sheetStatusActionSchema, (note) => ({ action: 'revision', note }), LIMITS.revisionNoteMax)).toEqual([
      true,
      'validation.tooLong',
    ]);
    expect([LIMITS.rejectReasonMax, LIMITS.deletionReasonMax, LIMITS.revisionNoteMax]).toEqual([500, 1000, 2000]);
  });
});
