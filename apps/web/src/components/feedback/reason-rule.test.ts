import { describe, expect, it } from 'vitest';
import { reasonRequired } from './reason-rule';

describe('reasonRequired', () => {
  const rule = reasonRequired('sheets.errors.revisionNoteRequired', 5);

  it('asks for a text when there is none, or only spaces', () => {
    expect(rule('')).toBe('sheets.errors.revisionNoteRequired');
    expect(rule('  \n ')).toBe('sheets.errors.revisionNoteRequired');
  });

  it('counts the text without the spaces around it', () => {
    expect(rule('  abcde  ')).toBeUndefined();
    expect(rule('abcdef')).toBe('validation.tooLong');
  });
});
