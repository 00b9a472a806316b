/**
 * What the content screens of the Lighthouse run open (issue 31): the newest news item a customer
 * reads, and a promotion taking adhesions today, written by the admin on the bench's fresh demo
 * portal (the demo customer has already signed the demo promotion, whose form it no longer shows).
 */
type Envelope<T> = { args: { response: T } };

async function call<T>(url: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { 'access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as Envelope<T>).args.response;
}

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function contentIds(url: string, adminToken: string): Promise<{ newsId: number; promotionId: number }> {
  const news = await call<{ rows: { id: number }[] }>(`${url}/it/v1.0/content/news?page=1&pageSize=1`, adminToken);
  const newsId = news.rows[0]?.id;
  if (!newsId) throw new Error('the demo data has no news');
  const labels = (it: string, en: string) => ({ it, en });
  const promotion = await call<{ id: number }>(`${url}/it/v1.0/content`, adminToken, 'POST', {
    kind: 'promotion',
    texts: {
      it: {
        title: 'Promozione piani cottura: il terzo in omaggio',
        summary: 'Per ogni due piani cottura ordinati entro fine mese, il terzo è in omaggio.',
        body: '<p>Aderisca compilando il modulo qui sotto: il piano in omaggio arriva con la consegna.</p>',
      },
    },
    audience: ['agents', 'customers'],
    publish_on: dayFrom(-1),
    adhesion: {
      fields: [
        { key: 'pieces', type: 'number', required: true, labels: labels('Piani ordinati', 'Hobs ordered') },
        {
          key: 'finish',
          type: 'choice',
          required: true,
          labels: labels('Finitura', 'Finish'),
          options: [
            { key: 'glass', labels: labels('Vetro nero', 'Black glass') },
            { key: 'steel', labels: labels('Acciaio', 'Steel') },
          ],
        },
        { key: 'notes', type: 'text', required: false, labels: labels('Note', 'Notes') },
      ],
      conditions: labels(
        'Un piano in omaggio ogni due ordinati entro la fine del mese.',
        'One hob free for every two ordered by the end of the month.',
      ),
      opens_on: dayFrom(-1),
    },
  });
  return { newsId, promotionId: promotion.id };
}
