import { describe, expect, it } from 'vitest';
import { envelopeCode, errorMessage, fileNameFrom, parseBody } from './envelope';

describe('envelope', () => {
  it('takes the first message of a list', () => {
    const body = { code: 400, args: { error: { message: ['Required field', 'Invalid email'] } } };
    expect(errorMessage(body, JSON.stringify(body), 'Bad Request', 400)).toBe('Required field');
  });

  it('takes a single message', () => {
    expect(errorMessage({ args: { error: { message: 'Session expired' } } }, '', 'x', 401)).toBe('Session expired');
  });

  it('falls back to the body, then to the status text', () => {
    expect(errorMessage(parseBody('gateway down'), 'gateway down', 'Bad Gateway', 502)).toBe('gateway down');
    expect(errorMessage(undefined, '<html>oops</html>', 'Bad Gateway', 502)).toBe('Bad Gateway');
    expect(errorMessage(undefined, '', '', 503)).toBe('HTTP 503');
  });

  it('prefers the body code to the HTTP status', () => {
    expect(envelopeCode({ code: 401 }, 200)).toBe(401);
    expect(envelopeCode(undefined, 404)).toBe(404);
  });

  it('reads download file names', () => {
    expect(fileNameFrom("attachment; filename*=UTF-8''scheda%20cliente.pdf", 'x')).toBe('scheda cliente.pdf');
    expect(fileNameFrom('attachment; filename="report.xlsx"', 'x')).toBe('report.xlsx');
    expect(fileNameFrom(null, 'file.bin')).toBe('file.bin');
  });
});
