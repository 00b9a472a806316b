import type { DownloadAudience } from '@portal/contracts';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/index';
import type { DemoContext, DemoStep } from '../../db/seed/types';
import { drawTitle, openPdf } from '../../lib/pdf-document';
import { openXlsx } from '../../lib/xlsx';
import { recordFile, stageFile } from '../files/index';
import { downloadFiles, downloadFolders } from './schema';
import { OWNER_DOMAIN } from './service';

async function pdf(title: string, lines: string[]): Promise<Buffer> {
  const { doc, done } = await openPdf({ size: 'A4', margin: 50 });
  drawTitle(doc, title, { size: 18, lines });
  doc.end();
  return done;
}

async function priceList(): Promise<Buffer> {
  const { sheet, bytes } = await openXlsx('Listino', {
    columns: [
      { key: 'code', header: 'Codice', width: 14 },
      { key: 'description', header: 'Descrizione', width: 40 },
      { key: 'price', header: 'Prezzo', width: 12 },
    ],
  });
  const items = [
    ['CU-100', 'Cucina Aurora, anta laccata', 4890],
    ['CU-200', 'Cucina Levante, rovere naturale', 6120],
    ['SO-310', 'Soggiorno Brera, madia', 1340],
    ['EL-001', 'Forno multifunzione 60 cm', 690],
  ] as const;
  for (const [code, description, price] of items) sheet.addRow({ code, description, price });
  return bytes();
}

const picture = (hue: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 120 + hue, b: 60 } } })
    .png()
    .toBuffer();

type Folder = {
  names: [it: string, en: string, fr: string, es: string];
  audience: DownloadAudience[];
  files?: { title: string; name: string; data: () => Promise<Buffer>; audience?: DownloadAudience[] }[];
  children?: Folder[];
};

/** The demo tree: something for each audience, one folder for staff only (an empty audience is not allowed: agents only). */
const TREE: Folder[] = [
  {
    names: ['Cataloghi', 'Catalogues', 'Catalogues', 'Catálogos'],
    audience: ['agents', 'customers', 'press'],
    files: [
      {
        title: 'Catalogo cucine 2026',
        name: 'catalogo-cucine-2026.pdf',
        data: () => pdf('Catalogo cucine 2026', ['Aurora, Levante, Brera']),
      },
      { title: 'Foto cucina Aurora', name: 'aurora.png', data: () => picture(0) },
    ],
    children: [
      {
        names: ['Elettrodomestici', 'Appliances', 'Électroménager', 'Electrodomésticos'],
        audience: ['agents', 'customers'],
        files: [
          {
            title: 'Schede tecniche forni',
            name: 'schede-forni.pdf',
            data: () => pdf('Schede tecniche forni', ['Forno multifunzione 60 cm']),
          },
        ],
      },
    ],
  },
  {
    names: ['Listini', 'Price lists', 'Tarifs', 'Tarifas'],
    audience: ['agents', 'customers'],
    files: [
      { title: 'Listino prezzi 2026', name: 'listino-2026.xlsx', data: priceList },
      {
        title: 'Condizioni riservate agli agenti',
        name: 'condizioni-agenti.pdf',
        data: () => pdf('Condizioni agenti', ['Provvigioni e premi 2026']),
        audience: ['agents'],
      },
    ],
  },
  {
    names: ['Rete agenti', 'Agent network', 'Réseau d’agents', 'Red de agentes'],
    audience: ['agents'],
    files: [
      {
        title: 'Manuale del portale',
        name: 'manuale-agenti.pdf',
        data: () => pdf('Manuale del portale', ['Per gli agenti']),
      },
    ],
  },
  {
    names: ['Cartella stampa', 'Press kit', 'Dossier de presse', 'Dossier de prensa'],
    audience: ['press'],
    files: [
      {
        title: 'Comunicato stampa Salone 2026',
        name: 'comunicato-salone-2026.pdf',
        data: () => pdf('Comunicato stampa', ['Salone del Mobile 2026']),
      },
      { title: 'Immagine stampa Levante', name: 'levante.png', data: () => picture(60) },
    ],
  },
];

/**
 * The demo Download area (issue 31): a tree of folders for every audience with real small files
 * (PDFs drawn with pdfkit, an xlsx, PNG pictures) stored through the files module in the seed's
 * one transaction.
 */
async function seedDownloads(tx: Tx, ctx: DemoContext): Promise<void> {
  const store = { db: tx as unknown as Db, storage: ctx.storage };
  const by = ctx.userIds.admin ?? null;
  async function add(folder: Folder, parentId: number | null): Promise<void> {
    const [row] = await tx
      .insert(downloadFolders)
      .values({
        parentId,
        nameIt: folder.names[0],
        nameEn: folder.names[1],
        nameFr: folder.names[2],
        nameEs: folder.names[3],
        audience: folder.audience,
        createdBy: by,
      })
      .returning({ id: downloadFolders.id });
    const id = row?.id as number;
    for (const file of folder.files ?? []) {
      const staged = await stageFile(store, {
        owner: { domain: OWNER_DOMAIN, key: id },
        name: file.name,
        data: await file.data(),
        createdBy: by,
      });
      await recordFile(tx, staged);
      await tx
        .insert(downloadFiles)
        .values({ fileId: staged.id, folderId: id, title: file.title, audience: file.audience ?? null, createdBy: by });
    }
    for (const child of folder.children ?? []) await add(child, id);
  }
  for (const folder of TREE) await add(folder, null);
}

export const demoDownloads: DemoStep = { name: 'downloads', run: seedDownloads };
