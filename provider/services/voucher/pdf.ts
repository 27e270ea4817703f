import {
  beginMarkedContent, endMarkedContent, fill, PDFDocument, type PDFFont, type PDFOperator, type PDFPage, popGraphicsState,
  pushGraphicsState, rectangle, rgb, setFillingGrayscaleColor,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { agencyLine, type VoucherDocument, type VoucherTicket } from './document';
import { embedVoucherFonts } from './fonts';
import { formatAmount, formatInstant, LOCALES, ticketRows, translator } from './texts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const QR_SIZE = 150;
const LABEL_WIDTH = 104;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.82, 0.82, 0.85);
const PANEL = rgb(0.95, 0.95, 0.96);
/** Marks the QR code's vectors in the content stream, so tests (and tools) can find them. */
export const QR_MARK = 'QRCode';

interface Fonts { regular: PDFFont; bold: PDFFont; clean: (text: string) => string }

/** The voucher: one A4 page per ticket, with its QR code, in the booking language. */
export async function renderVoucherPdf(doc: VoucherDocument): Promise<Uint8Array> {
  const t = translator(doc.language, 'voucherPdf');
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedVoucherFonts(pdf);
  const fonts: Fonts = { regular, bold, clean: sanitiser(regular) };

  pdf.setTitle(t('title', { reference: doc.reference }), { showInWindowTitleBar: true });
  pdf.setLanguage(LOCALES[doc.language]);
  pdf.setAuthor(doc.brand);
  pdf.setCreator(doc.brand);
  const issued = new Date(doc.issuedAt);
  if (!Number.isNaN(issued.getTime())) {
    // The payment time, not now: the same order always renders the same PDF.
    pdf.setCreationDate(issued);
    pdf.setModificationDate(issued);
  }

  // A document without tickets still gets its order page rather than an empty, invalid PDF.
  const tickets: (VoucherTicket | null)[] = doc.tickets.length > 0 ? doc.tickets : [null];
  tickets.forEach((ticket, index) => renderPage(pdf.addPage([A4.width, A4.height]), doc, ticket, index, fonts));
  return pdf.save();
}

function renderPage(page: PDFPage, doc: VoucherDocument, ticket: VoucherTicket | null, index: number, fonts: Fonts): void {
  const t = translator(doc.language, 'voucherPdf');
  const right = A4.width - MARGIN;
  const text = writer(page, fonts);
  let y = A4.height - MARGIN;

  text.line(doc.brand, MARGIN, y - 20, { size: 22, bold: true });
  text.flushRight(t('heading'), right, y - 12, { size: 11, bold: true });
  if (ticket) text.flushRight(t('ticketOf', { index: index + 1, count: doc.tickets.length }), right, y - 27, { size: 9.5, color: MUTED });
  y -= 40;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: RULE });
  y -= 22;
  // The PIN beside the reference: with it, "manage my booking" opens the order on any device.
  text.flushRight(t('pinValue', { pin: doc.pin }), right, y - 12, { size: 12, bold: true });
  y = text.row(t('reference'), [doc.reference], MARGIN, y, right - MARGIN, { size: 12, bold: true });
  y = text.row(t('bookedBy'), [`${doc.customer.firstName} ${doc.customer.lastName}`], MARGIN, y, right - MARGIN);
  if (doc.agency) y = text.row(t('agency'), [agencyLine(doc.agency)], MARGIN, y, right - MARGIN);
  y -= 8;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: RULE });
  y -= 24;

  if (ticket) {
    const qrTop = y;
    drawQr(page, ticket.qr, right - QR_SIZE, qrTop - QR_SIZE, QR_SIZE);
    // Below the quiet zone (4 modules, about 20 pt), which scanners need free of ink.
    const codeY = qrTop - QR_SIZE - 30;
    text.centred(t('ticketCode'), right - QR_SIZE / 2, codeY, { size: 9, color: MUTED });
    text.centred(ticket.code, right - QR_SIZE / 2, codeY - 16, { size: 13, bold: true });

    const columnWidth = right - QR_SIZE - 24 - MARGIN;
    y = text.block(ticket.productName, MARGIN, y, columnWidth, { size: 16, bold: true }) - 8;
    for (const row of ticketRows(ticket, doc.language)) y = text.row(row.label, row.lines, MARGIN, y, columnWidth);
    y = Math.min(y, codeY - 16) - 20;

    const instruction = t(ticket.voucherType === 'paper' ? 'voucherPaper' : 'voucherMobile');
    const lines = text.wrap(instruction, right - MARGIN - 24, 10.5, ticket.voucherType === 'paper');
    const height = lines.length * 14 + 16;
    page.drawRectangle({ x: MARGIN, y: y - height, width: right - MARGIN, height, color: PANEL });
    text.block(instruction, MARGIN + 12, y - 8, right - MARGIN - 24, { size: 10.5, bold: ticket.voucherType === 'paper' });
    y -= height + 20;
  } else {
    // A paid order lists no ticket only once every one was cancelled: the page says so.
    y = text.block(translator(doc.language, 'cancellationPolicy')('allCancelled'), MARGIN, y, right - MARGIN, { size: 12, bold: true }) - 16;
  }

  if (doc.priceShown) text.row(t('totalPaid'), [formatAmount(doc.total, doc.language)], MARGIN, y, right - MARGIN, { size: 12, bold: true });
  const issued = formatInstant(doc.issuedAt, doc.language, ticket?.timeZone ?? 'UTC');
  text.line(t('issued', { date: issued }), MARGIN, MARGIN, { size: 8.5, color: MUTED });
}

interface Style { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> }

/** Text drawing on one page; every string passes the sanitiser, so odd input never throws. */
function writer(page: PDFPage, fonts: Fonts) {
  const fontOf = (bold?: boolean) => (bold ? fonts.bold : fonts.regular);
  const line = (value: string, x: number, y: number, { size = 10.5, bold, color = INK }: Style = {}) =>
    page.drawText(fonts.clean(value), { x, y, size, font: fontOf(bold), color });

  function wrap(value: string, width: number, size: number, bold?: boolean): string[] {
    const font = fontOf(bold);
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    let current = '';
    for (let word of fonts.clean(value).split(' ').filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) { current = candidate; continue; }
      if (current) lines.push(current);
      // A word wider than the column (a long URL or code) is cut where it has to be.
      while (!fits(word) && word.length > 1) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      current = word;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Wrapped text whose first line's top is at `top`; returns the y below it. */
  function block(value: string, x: number, top: number, width: number, style: Style = {}): number {
    const size = style.size ?? 10.5;
    const leading = size * 1.35;
    let y = top - size;
    for (const text of wrap(value, width, size, style.bold)) {
      line(text, x, y, style);
      y -= leading;
    }
    return y + leading - size * 0.35 - 6;
  }

  /** A label column and its value lines; returns the y below the taller of the two. */
  function row(label: string, values: string[], x: number, top: number, width: number, style: Style = {}): number {
    // The smaller label shares the first value line's baseline.
    const below = block(label, x, top - (style.size ?? 10.5) + 9, LABEL_WIDTH - 8, { size: 9, bold: true, color: MUTED });
    const after = values.reduce((y, value) => block(value, x + LABEL_WIDTH, y, width - LABEL_WIDTH, style) + 3, top);
    return Math.min(below, after - 3);
  }

  const widthOf = (value: string, style: Style) => fontOf(style.bold).widthOfTextAtSize(fonts.clean(value), style.size ?? 10.5);
  const centred = (value: string, centre: number, y: number, style: Style = {}) => line(value, centre - widthOf(value, style) / 2, y, style);
  const flushRight = (value: string, right: number, y: number, style: Style = {}) => line(value, right - widthOf(value, style), y, style);

  return { line, wrap, block, row, centred, flushRight };
}

/**
 * The QR code as vector squares (runs of dark modules per row): sharp at any zoom and in
 * print, where a scaled bitmap may be smoothed by the viewer. The white quiet zone around it
 * is the page itself, so nothing else is drawn within 4 modules of the square.
 */
function drawQr(page: PDFPage, payload: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const unit = size / modules.size;
  const squares: PDFOperator[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) { col++; continue; }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      squares.push(rectangle(x + start * unit, y + size - (row + 1) * unit, (col - start) * unit, unit));
    }
  }
  page.pushOperators(
    beginMarkedContent(QR_MARK), pushGraphicsState(), setFillingGrayscaleColor(0),
    ...squares, fill(), popGraphicsState(), endMarkedContent(),
  );
}

/**
 * The font has Latin, Greek and Cyrillic; a script it lacks (東京, emoji) would print as empty
 * boxes. Keep what the font has, turn any other white space into a space, drop invisible format
 * marks, decompose what it lacks into letters it has, and write '?' for the rest.
 */
function sanitiser(font: PDFFont): (text: string) => string {
  const encodable = new Set(font.getCharacterSet());
  const has = (text: string) => [...text].every((char) => encodable.has(char.codePointAt(0) ?? -1));
  return (text) =>
    [...text.normalize('NFC')]
      .map((char) => {
        // Tabs, line breaks and invisible marks are never drawn, whatever the font maps them to.
        if (/\p{Cc}|\p{Cf}/u.test(char)) return /\s/u.test(char) ? ' ' : '';
        if (has(char)) return char;
        if (/\s/u.test(char)) return ' ';
        const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
        return plain && has(plain) ? plain : '?';
      })
      .join('');
}
