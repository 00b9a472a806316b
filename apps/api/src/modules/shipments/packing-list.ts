import { countryName, type Language, shipmentNumber } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { printedDate } from '../../lib/file-names';
import { drawTable, drawTitle, onEveryPage, openPdf, PDF_INK } from '../../lib/pdf-document';
import { headerRow, openXlsx } from '../../lib/xlsx';
import type { ShipmentLine } from '../materials/index';
import type { ShipmentRecord } from './repository';

/**
 * A preparation's packing list (`invio/session/{id}?output=pdf|xlsx`): what the warehouse picks
 * and packs for one shipment, with the place it goes to. Shipping notes are printed (the agent
 * reads them too); the internal note is not, since the sheet travels with the parcels.
 */

type Column = { key: keyof ShipmentLine; label: string; width: number; align?: 'right' };

// Portrait A4 between 40 pt margins: 515 pt.
const COLUMNS: Column[] = [
  { key: 'product_code', label: 'shipments.columns.product_code', width: 95 },
  { key: 'material', label: 'shipments.columns.material', width: 290 },
  { key: 'request_id', label: 'shipments.columns.request_id', width: 65, align: 'right' },
  { key: 'quantity', label: 'shipments.columns.quantity', width: 65, align: 'right' },
];

/** The facts printed above the lines, label and value, in the reader's language. */
function facts(shipment: ShipmentRecord, lang: Language) {
  const t = (key: string) => translate(lang, key);
  const place = [
    shipment.recipient,
    shipment.address,
    `${shipment.postal_code} ${shipment.city}${shipment.province ? ` (${shipment.province})` : ''}`,
    countryName(shipment.country, lang),
  ];
  return {
    place,
    rows: [
      [t('shipments.columns.client'), shipment.client],
      [t('shipments.columns.agency'), shipment.agency],
      [t('shipments.columns.status'), t(`shipments.status.${shipment.status}`)],
      [t('shipments.columns.parcels'), shipment.parcels?.toString() ?? '-'],
      [t('shipments.columns.waybill'), shipment.waybill ?? '-'],
    ] as [string, string][],
  };
}

const totalOf = (lines: ShipmentLine[]) => lines.reduce((sum, l) => sum + Number(l.quantity), 0);

export async function renderPackingListPdf(
  shipment: ShipmentRecord,
  lines: ShipmentLine[],
  lang: Language,
  now: Date,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const number = shipmentNumber(shipment.id);
  const { doc, done } = await openPdf({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: `${t('shipments.packingList.title')} ${number}`, Creator: 'Portal' },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const rowHeight = 16;

  drawTitle(doc, `${t('shipments.packingList.title')} · ${number}`, {
    size: 16,
    lines: [t('shipments.packingList.printedAt', { date: printedDate(now, lang) })],
  });
  doc.moveDown(1);

  const { place, rows } = facts(shipment, lang);
  const top = doc.y;
  doc.font('Body').fontSize(8).fillColor('#555').text(t('shipments.packingList.shipTo').toUpperCase(), left, top);
  doc
    .font('Bold')
    .fontSize(11)
    .fillColor('#000')
    .text(place[0] ?? '', { width: width / 2 - 10 });
  doc
    .font('Body')
    .fontSize(10)
    .text(place.slice(1).join('\n'), { width: width / 2 - 10 });
  const placeEnd = doc.y;
  let y = top;
  for (const [label, value] of rows) {
    doc
      .font('Body')
      .fontSize(8)
      .fillColor('#555')
      .text(label, left + width / 2, y, { width: 90 });
    doc
      .font('Bold')
      .fontSize(9)
      .fillColor('#000')
      .text(value, left + width / 2 + 90, y, { width: width / 2 - 90, lineBreak: false, ellipsis: true });
    y += 14;
  }
  doc.y = Math.max(placeEnd, y) + 16;

  drawTable(
    doc,
    COLUMNS,
    COLUMNS.map((c) => t(c.label)),
    lines.map((line) => COLUMNS.map((c) => String(line[c.key]))),
    {
      kind: 'banded',
      rowHeight,
      pad: { x: 3, y: 4 },
      header: { font: 'Bold', size: 8.5, color: PDF_INK },
      body: { font: 'Body', size: 9, color: '#222' },
      bottom,
      width,
    },
  );
  if (doc.y + rowHeight * 2 > bottom) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
  const ty = doc.y + 4;
  doc
    .moveTo(left, ty)
    .lineTo(left + width, ty)
    .lineWidth(0.8)
    .strokeColor(PDF_INK)
    .stroke();
  doc
    .font('Bold')
    .fontSize(10)
    .fillColor('#000')
    .text(`${t('shipments.packingList.total')}: ${totalOf(lines)}`, left, ty + 6, { width: width - 3, align: 'right' });
  if (shipment.notes) {
    doc.moveDown(1.5);
    doc.font('Body').fontSize(8).fillColor('#555').text(t('shipments.page.notes').toUpperCase(), left);
    doc.font('Body').fontSize(10).fillColor('#000').text(shipment.notes, { width });
  }

  onEveryPage(doc, (page, pages) => {
    doc
      .font('Body')
      .fontSize(7)
      .fillColor('#777')
      .text(`${number} · ${t('shipments.packingList.page', { page, pages })}`, left, doc.page.height - 32, {
        width,
        align: 'right',
        lineBreak: false,
      });
  });
  doc.end();
  return done;
}

export async function renderPackingListXlsx(
  shipment: ShipmentRecord,
  lines: ShipmentLine[],
  lang: Language,
  now: Date,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const { sheet, bytes } = await openXlsx(t('shipments.packingList.title'), { now });
  sheet.columns = COLUMNS.map((c) => ({ key: c.key, width: c.key === 'material' ? 48 : 16 }));
  sheet.addRow([`${t('shipments.packingList.title')} · ${shipmentNumber(shipment.id)}`]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([t('shipments.packingList.printedAt', { date: printedDate(now, lang) })]);
  sheet.addRow([]);
  const { place, rows } = facts(shipment, lang);
  sheet.addRow([t('shipments.packingList.shipTo'), place.join(', ')]);
  for (const [label, value] of rows) sheet.addRow([label, value]);
  if (shipment.notes) sheet.addRow([t('shipments.page.notes'), shipment.notes]);
  sheet.addRow([]);
  headerRow(sheet, sheet.addRow(COLUMNS.map((c) => t(c.label))));
  for (const line of lines) {
    sheet.addRow(
      COLUMNS.map((c) => (c.key === 'quantity' || c.key === 'request_id' ? Number(line[c.key]) : line[c.key])),
    );
  }
  const total = sheet.addRow([t('shipments.packingList.total'), '', '', totalOf(lines)]);
  total.font = { bold: true };
  return bytes();
}
