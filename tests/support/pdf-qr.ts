import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from '@cantoo/pdf-lib';
import { QR_MARK } from '../../provider/services/voucher/pdf';

/** The page's content streams, decompressed, as the PDF operators a viewer executes. */
export function contentOf(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('Unexpected content stream');
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    })
    .join('\n');
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rectangles filled inside the QR code's marked content (none when the page has no QR code). */
export function qrSquares(content: string): Box[] {
  const start = content.indexOf(`/${QR_MARK} BMC`);
  if (start < 0) return [];
  const end = content.indexOf('EMC', start);
  return [...content.slice(start, end).matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    width: Number(m[3]),
    height: Number(m[4]),
  }));
}

/** Paints the squares as a viewer would, with a white quiet zone, and reads them with a QR decoder. */
export function scanQr(squares: Box[]): { text: string | null; bounds: Box } {
  const unit = Math.min(...squares.map((s) => s.height));
  const left = Math.min(...squares.map((s) => s.x));
  const bottom = Math.min(...squares.map((s) => s.y));
  const top = Math.max(...squares.map((s) => s.y + s.height));
  const size = Math.round((top - bottom) / unit);
  const pixels = 6;
  const quiet = 4;
  const side = (size + 2 * quiet) * pixels;
  const image = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const square of squares) {
    const row = Math.round((top - square.y - square.height) / unit);
    const from = Math.round((square.x - left) / unit);
    const to = Math.round((square.x + square.width - left) / unit);
    for (let col = from; col < to; col++) {
      for (let dy = 0; dy < pixels; dy++) {
        for (let dx = 0; dx < pixels; dx++) {
          const offset = (((row + quiet) * pixels + dy) * side + (col + quiet) * pixels + dx) * 4;
          image.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { text: jsQR(image, side, side)?.data ?? null, bounds: { x: left, y: bottom, width: size * unit, height: top - bottom } };
}

/** What the QR code on each page of a voucher PDF says (null for a page without a readable one). */
export async function readQrCodes(bytes: Uint8Array): Promise<(string | null)[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const squares = qrSquares(contentOf(pdf, page));
    return squares.length ? scanQr(squares).text : null;
  });
}
