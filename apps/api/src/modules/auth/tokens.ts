import type { Config } from '../../config';
import type { DbOrTx } from '../../db/index';
import { randomToken, sha256 } from '../../lib/crypto';
import { createUserToken } from './repository';

/** Creates a single-use e-mailed link and returns the URL the web app opens. */
export async function issueUserLink(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'resetTokenTtlMs' | 'activationTokenTtlMs'>,
  userId: number,
  purpose: 'reset' | 'activate',
): Promise<string> {
  const token = randomToken();
  const ttl = purpose === 'reset' ? config.resetTokenTtlMs : config.activationTokenTtlMs;
  await createUserToken(db, { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttl) });
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}${purpose === 'activate' ? '&welcome=1' : ''}`;
}
