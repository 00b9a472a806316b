import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index';
import type { TestApp } from '../helpers/app';

export const rows = <T>(t: TestApp, query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A press user (a customer whose company is of kind press), with the demo password; answers its user name. */
export async function pressUser(t: TestApp): Promise<string> {
  const [client] = await rows<{ id: number }>(
    t,
    sql`insert into clients (company_name, kind, status, country) values ('Rivista Casa', 'press', 'active', 'IT') returning id`,
  );
  await t.database.db.execute(
    sql`insert into users (username, email, name, surname, user_type, client_id, language, password_hash)
        select 'press-dl', 'press-dl@example.com', 'Paola', 'Stampa', 3, ${client?.id}, 'it', password_hash
          from users where username = 'customer'`,
  );
  return 'press-dl';
}

/** A multipart body of text fields, then one file part. */
export function multipart(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const boundary = '----downloads-test';
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
