import type { ContentAudience, ContentKind, Language } from '@portal/contracts';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/index';
import type { DemoContext, DemoStep } from '../../db/seed/types';
import { recordFile, stageFile } from '../files/index';
import { plainSearch } from './repository';
import { contentFiles, contentItems, contentTexts } from './schema';
import { seedAdhesions } from './seed-adhesions';
import { romeToday } from './service';
import { OWNER_DOMAIN } from './upload';

type Text = { title: string; summary: string; body: string };
type DemoItem = {
  kind: ContentKind;
  /** Days from today: negative is in the past. */
  publish: number;
  withdraw?: number;
  audience: ContentAudience[];
  texts: Partial<Record<Language, Text>> & { it: Text };
  image?: [r: number, g: number, b: number];
  /** Carries the demo adhesion form, with the demo customer's signed adhesion (seed-adhesions.ts). */
  adhesion?: true;
};

const ALL: ContentAudience[] = ['agents', 'customers', 'press'];

const text = (title: string, summary: string, paragraph: string): Text => ({
  title,
  summary,
  body: `<p>${paragraph}</p><ul><li><strong>${summary}</strong></li></ul>`,
});

/** Items of every kind, in four languages, for every audience; a scheduled one and a withdrawn one. */
const ITEMS: DemoItem[] = [
  {
    kind: 'news',
    publish: -3,
    audience: ALL,
    image: [180, 120, 70],
    texts: {
      it: text(
        'Nuova collezione Aurora',
        'Le cucine Aurora arrivano nei negozi',
        'La collezione Aurora unisce laccati opachi e rovere naturale.',
      ),
      en: text(
        'New Aurora collection',
        'Aurora kitchens reach the shops',
        'The Aurora collection brings matt lacquers and natural oak together.',
      ),
      fr: text(
        'Nouvelle collection Aurora',
        'Les cuisines Aurora arrivent en magasin',
        'La collection Aurora associe laques mates et chêne naturel.',
      ),
      es: text(
        'Nueva colección Aurora',
        'Las cocinas Aurora llegan a las tiendas',
        'La colección Aurora combina lacados mate y roble natural.',
      ),
    },
  },
  {
    kind: 'news',
    publish: -20,
    audience: ['agents'],
    texts: {
      it: text(
        'Convention agenti 2027',
        'Il programma della convention di marzo',
        'Tre giorni a Verona con formazione sui nuovi elettrodomestici.',
      ),
      en: text(
        'Agents convention 2027',
        'The programme of the March convention',
        'Three days in Verona with training on the new appliances.',
      ),
      fr: text(
        'Convention des agents 2027',
        'Le programme de la convention de mars',
        'Trois jours à Vérone avec une formation sur les nouveaux appareils.',
      ),
      es: text(
        'Convención de agentes 2027',
        'El programa de la convención de marzo',
        'Tres días en Verona con formación sobre los nuevos electrodomésticos.',
      ),
    },
  },
  {
    kind: 'news',
    publish: -40,
    audience: ['press'],
    image: [90, 110, 160],
    texts: {
      it: text(
        'Cartella stampa Salone del Mobile',
        'Immagini e comunicato per la stampa',
        'Scaricate le immagini ad alta risoluzione della nostra presenza al Salone.',
      ),
      en: text(
        'Salone del Mobile press kit',
        'Pictures and release for the press',
        'Download the high-resolution pictures of our stand at the Salone.',
      ),
      fr: text(
        'Dossier de presse du Salone del Mobile',
        'Images et communiqué pour la presse',
        'Téléchargez les images haute résolution de notre stand au Salone.',
      ),
      es: text(
        'Dossier de prensa del Salone del Mobile',
        'Imágenes y comunicado para la prensa',
        'Descargue las imágenes en alta resolución de nuestro estand en el Salone.',
      ),
    },
  },
  {
    kind: 'news',
    publish: 10,
    audience: ALL,
    texts: {
      it: text(
        'Collezione autunno: le nuove finiture',
        'Rovere fumé, frassino grafite e laccato salvia',
        'La collezione autunno porta tre finiture nuove sulle cucine Aurora e Linea; campioni disponibili in agenzia.',
      ),
      en: text(
        'Autumn collection: the new finishes',
        'Smoked oak, graphite ash and sage lacquer',
        'The autumn collection brings three new finishes to the Aurora and Linea kitchens; samples are available from your agency.',
      ),
    },
  },
  {
    kind: 'communication',
    publish: -5,
    audience: ['agents', 'customers'],
    texts: {
      it: text(
        'Chiusura estiva',
        'Gli uffici chiudono dal 10 al 24 agosto',
        'Gli ordini ricevuti in quei giorni saranno evasi dal 25 agosto.',
      ),
      en: text(
        'Summer closure',
        'The offices close from 10 to 24 August',
        'Orders received in those days will be processed from 25 August.',
      ),
      fr: text(
        'Fermeture estivale',
        'Les bureaux ferment du 10 au 24 août',
        'Les commandes reçues ces jours-là seront traitées à partir du 25 août.',
      ),
      es: text(
        'Cierre de verano',
        'Las oficinas cierran del 10 al 24 de agosto',
        'Los pedidos recibidos en esos días se tramitarán a partir del 25 de agosto.',
      ),
    },
  },
  {
    kind: 'communication',
    publish: -60,
    withdraw: -30,
    audience: ALL,
    texts: {
      it: text(
        'Nuovo listino in vigore',
        'Il listino di primavera sostituisce il precedente',
        'Il nuovo listino è disponibile nell’area download.',
      ),
      en: text(
        'New price list in force',
        'The spring price list replaces the previous one',
        'The new price list is in the download area.',
      ),
    },
  },
  {
    kind: 'communication',
    publish: -2,
    audience: ['customers', 'press'],
    texts: {
      it: text(
        'Nuovi orari del servizio clienti',
        'Dal lunedì al sabato, 8–19',
        'Il servizio clienti risponde ora anche il sabato.',
      ),
      en: text(
        'New customer service hours',
        'Monday to Saturday, 8am–7pm',
        'Customer service now answers on Saturdays too.',
      ),
      fr: text(
        'Nouveaux horaires du service client',
        'Du lundi au samedi, 8 h–19 h',
        'Le service client répond désormais aussi le samedi.',
      ),
      es: text(
        'Nuevo horario de atención al cliente',
        'De lunes a sábado, 8–19 h',
        'El servicio de atención al cliente responde ahora también los sábados.',
      ),
    },
  },
  {
    kind: 'trend',
    publish: -7,
    audience: ALL,
    image: [120, 160, 110],
    texts: {
      it: text(
        'Il verde salvia in cucina',
        'Il colore dell’anno secondo i nostri designer',
        'Ante verde salvia e piani in quarzo chiaro: una tendenza che continua.',
      ),
      en: text(
        'Sage green in the kitchen',
        'The colour of the year according to our designers',
        'Sage green doors and light quartz tops: a trend that goes on.',
      ),
      fr: text(
        'Le vert sauge en cuisine',
        'La couleur de l’année selon nos designers',
        'Façades vert sauge et plans en quartz clair : une tendance qui dure.',
      ),
      es: text(
        'El verde salvia en la cocina',
        'El color del año según nuestros diseñadores',
        'Puertas verde salvia y encimeras de cuarzo claro: una tendencia que continúa.',
      ),
    },
  },
  {
    kind: 'trend',
    publish: -30,
    audience: ['press', 'agents'],
    texts: {
      it: text(
        'Soggiorni modulari',
        'Spazi che cambiano con chi li abita',
        'Madie e librerie componibili per soggiorni sempre diversi.',
      ),
      en: text(
        'Modular living rooms',
        'Spaces that change with their people',
        'Modular sideboards and bookcases for ever-changing living rooms.',
      ),
      fr: text(
        'Séjours modulables',
        'Des espaces qui évoluent avec leurs habitants',
        'Buffets et bibliothèques modulables pour des séjours toujours nouveaux.',
      ),
      es: text(
        'Salones modulares',
        'Espacios que cambian con quien los habita',
        'Aparadores y librerías modulares para salones siempre distintos.',
      ),
    },
  },
  {
    kind: 'promotion',
    publish: -4,
    withdraw: 60,
    // Not for the press: a press user sees the news, never this promotion.
    audience: ['agents', 'customers'],
    adhesion: true,
    image: [200, 90, 80],
    texts: {
      it: text(
        'Promozione forni 2+1',
        'Ogni due forni ordinati, il terzo è in omaggio',
        'Valida sugli ordini confermati entro la fine del trimestre.',
      ),
      en: text(
        'Ovens 2+1 promotion',
        'For every two ovens ordered, the third is free',
        'Valid on orders confirmed by the end of the quarter.',
      ),
      fr: text(
        'Promotion fours 2+1',
        'Pour deux fours commandés, le troisième est offert',
        'Valable pour les commandes confirmées avant la fin du trimestre.',
      ),
      es: text(
        'Promoción hornos 2+1',
        'Por cada dos hornos pedidos, el tercero es gratis',
        'Válida para los pedidos confirmados antes del final del trimestre.',
      ),
    },
  },
  {
    kind: 'promotion',
    publish: -15,
    audience: ALL,
    texts: {
      it: text(
        'Espositori in comodato',
        'Un espositore Aurora per il vostro negozio',
        'Per i rivenditori che ordinano almeno due composizioni Aurora.',
      ),
      en: text(
        'Display units on loan',
        'An Aurora display for your shop',
        'For retailers ordering at least two Aurora compositions.',
      ),
      fr: text(
        'Présentoirs en prêt',
        'Un présentoir Aurora pour votre magasin',
        'Pour les revendeurs qui commandent au moins deux compositions Aurora.',
      ),
      es: text(
        'Expositores en préstamo',
        'Un expositor Aurora para su tienda',
        'Para los distribuidores que piden al menos dos composiciones Aurora.',
      ),
    },
  },
];

const dayFrom = (today: string, days: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const picture = ([r, g, b]: [number, number, number]) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function seedContent(tx: Tx, ctx: DemoContext) {
  const today = romeToday();
  const author = ctx.userIds.admin ?? null;
  const store = { db: tx as unknown as Db, storage: ctx.storage };
  for (const item of ITEMS) {
    const texts = Object.entries(item.texts) as [Language, Text][];
    const [row] = await tx
      .insert(contentItems)
      .values({
        kind: item.kind,
        publishOn: dayFrom(today, item.publish),
        withdrawOn: item.withdraw === undefined ? null : dayFrom(today, item.withdraw),
        forAgents: item.audience.includes('agents'),
        forCustomers: item.audience.includes('customers'),
        forPress: item.audience.includes('press'),
        searchText: plainSearch(texts.map(([, t]) => `${t.title} ${t.summary}`).join(' ')),
        createdBy: author,
        updatedBy: author,
      })
      .returning({ id: contentItems.id });
    const itemId = row?.id as number;
    await tx.insert(contentTexts).values(texts.map(([language, t]) => ({ itemId, language, ...t })));
    if (item.image) {
      const staged = await stageFile(store, {
        owner: { domain: OWNER_DOMAIN, key: itemId },
        name: `${item.texts.it.title}.png`,
        data: await picture(item.image),
        createdBy: author,
      });
      const record = await recordFile(tx, staged);
      await tx.insert(contentFiles).values({ fileId: record.id, itemId, role: 'image' });
    }
    if (item.adhesion) await seedAdhesions(tx, ctx, itemId, dayFrom(today, item.publish));
  }
}

export const demoContent: DemoStep = { name: 'content', run: seedContent };
