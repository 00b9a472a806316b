import type { ContentInput, ContentKind } from '@portal/contracts';
import { romeToday } from '../../src/modules/content/service';
import type { TestApp } from '../helpers/app';

export const today = () => romeToday();

/** A day `days` from today (Europe/Rome), yyyy-mm-dd. */
export function dayFrom(days: number) {
  const d = new Date(`${romeToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

let n = 0;
/** A title no demo item has, so a search finds the test's own items only. */
export const marker = (label: string) => `zq${label}${++n}x${Date.now().toString(36)}`;

export const input = (title: string, over: Partial<ContentInput> = {}): ContentInput => ({
  texts: { it: { title, summary: `Sommario ${title}`, body: `<p>Testo ${title}</p>` } },
  audience: ['agents', 'customers', 'press'],
  publish_on: dayFrom(-1),
  ...over,
});

/** Staff write an item; answers its id. */
export async function write(t: TestApp, token: string, kind: ContentKind, body: ContentInput) {
  const res = await t.call({ method: 'POST', url: '/it/v1.0/content', token, payload: { ...body, kind } });
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.args.response.id as number;
}

/** The ids a caller's list of a kind shows for a search. */
export async function listed(t: TestApp, token: string, kind: ContentKind, q: string, extra = '', lang = 'it') {
  const res = await t.call({
    method: 'GET',
    url: `/${lang}/v1.0/content/${kind}?q=${encodeURIComponent(q)}${extra}`,
    token,
  });
  if (res.status !== 200) throw new Error(`list failed: ${JSON.stringify(res.body)}`);
  return res.body.args.response as {
    rows: { id: number; title: string; read: boolean; language: string; state: string }[];
    total: number;
  };
}
