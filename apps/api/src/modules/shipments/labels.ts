import { countryName, type Language, parcelCode, shipmentNumber } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { openPdf } from '../../lib/pdf-document';
import type { ShipmentRecord } from './repository';

/** A parcel's code (parcelCode) as a Code 128 barcode (PNG). */
export async function barcodePng(text: string): Promise<Buffer> {
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: false, paddingwidth: 10 });
}

// A6 portrait in points: the common size of parcel label printers.
const SIZE: [number, number] = [298, 420];
const M = 18;

/**
 * One label per parcel ("parcel 2 of 3"): recipient and address, shipment and waybill numbers
 * and the parcel's own barcode. A waybill not given yet leaves its box empty, for the carrier's.
 * The whole shipment prints as one PDF.
 */
export async function renderLabels(shipment: ShipmentRecord, lang: Language): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `shipments.label.${key}`, params);
  const number = shipmentNumber(shipment.id);
  const { doc, done } = await openPdf({ size: SIZE, margin: M, autoFirstPage: false, info: { Title: number } });
  const total = shipment.parcels ?? 1;
  const width = SIZE[0] - 2 * M;
  for (let n = 1; n <= total; n++) {
    // Each parcel its own code: a depot's scanner tells them apart and sees one missing.
    const code = parcelCode(shipment.id, n, total);
    const barcode = await barcodePng(code);
    doc.addPage();
    doc.font('Bold').fontSize(9).fillColor('#555').text(t('title').toUpperCase(), M, M, { width, characterSpacing: 1 });
    doc
      .font('Bold')
      .fontSize(20)
      .fillColor('#000')
      .text(t('parcel', { n, total }), M, M + 16, { width });
    doc
      .moveTo(M, M + 46)
      .lineTo(M + width, M + 46)
      .lineWidth(1)
      .stroke('#000');
    doc
      .font('Body')
      .fontSize(8)
      .fillColor('#555')
      .text(t('recipient').toUpperCase(), M, M + 56, { width });
    doc
      .font('Bold')
      .fontSize(13)
      .fillColor('#000')
      .text(shipment.recipient, { width })
      .font('Body')
      .fontSize(12)
      .text(shipment.address, { width })
      .text(`${shipment.postal_code} ${shipment.city}${shipment.province ? ` (${shipment.province})` : ''}`, { width })
      .text(countryName(shipment.country, lang), { width });
    const y = 230;
    doc
      .font('Body')
      .fontSize(8)
      .fillColor('#555')
      .text(t('shipment').toUpperCase(), M, y, { width: width / 2 });
    doc
      .font('Bold')
      .fontSize(12)
      .fillColor('#000')
      .text(number, M, y + 10, { width: width / 2 });
    doc
      .font('Body')
      .fontSize(8)
      .fillColor('#555')
      .text(t('waybill').toUpperCase(), M + width / 2, y, { width: width / 2 });
    // A long waybill shrinks to one line rather than running into the barcode.
    doc
      .font('Bold')
      .fontSize((shipment.waybill ?? '').length > 14 ? 9 : 12)
      .fillColor('#000')
      .text(shipment.waybill ?? '', M + width / 2, y + 10, { width: width / 2, lineBreak: false, ellipsis: true });
    doc.image(barcode, M, y + 40, { fit: [width, 76], align: 'center' });
    doc
      .font('Body')
      .fontSize(10)
      .text(code, M, y + 120, { width, align: 'center' });
    doc
      .font('Body')
      .fontSize(8)
      .fillColor('#555')
      .text(`${t('agency')}: ${shipment.agency}`, M, SIZE[1] - M - 20, { width });
  }
  doc.end();
  return done;
}
