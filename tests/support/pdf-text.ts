import { decodePDFRawStream, PDFDict, PDFName, PDFRawStream, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import { contentOf } from './pdf-qr';

export interface TextRun {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

/** Glyph code (hex) → text, per font resource of the page: read from each font's ToUnicode CMap, as a viewer's copy and search do. */
function unicodeMaps(pdf: PDFDocument, page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const stream = pdf.context.lookup(pdf.context.lookup(ref, PDFDict).get(PDFName.of('ToUnicode')));
    if (!(stream instanceof PDFRawStream)) throw new Error(`Font ${name.asString()} has no ToUnicode CMap`);
    const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    const codes = new Map<string, string>();
    // pdf-lib writes one bfchar entry per glyph: <glyph id> <UTF-16BE text>.
    for (const [, code, utf16] of cmap.matchAll(/<([0-9A-Fa-f]{4})> <([0-9A-Fa-f]+)>/g)) {
      codes.set(code!.toUpperCase(), Buffer.from(utf16!, 'hex').swap16().toString('utf16le'));
    }
    maps.set(name.asString().slice(1), codes);
  }
  return maps;
}

/** The page's text as drawn: each `<glyph ids> Tj` decoded through its font's CMap, with its place and size. */
export function textRuns(pdf: PDFDocument, page: PDFPage): TextRun[] {
  const maps = unicodeMaps(pdf, page);
  const runs: TextRun[] = [];
  let font = { name: '', size: 0 };
  let at = { x: 0, y: 0 };
  for (const match of contentOf(pdf, page).matchAll(/\/(\S+) ([\d.]+) Tf|1 0 0 1 ([\d.-]+) ([\d.-]+) Tm|<([0-9A-F]*)> Tj/g)) {
    if (match[1] !== undefined) font = { name: match[1], size: Number(match[2]) };
    else if (match[3] !== undefined) at = { x: Number(match[3]), y: Number(match[4]) };
    else {
      const codes = maps.get(font.name);
      const text = (match[5]!.match(/.{4}/g) ?? []).map((code) => codes?.get(code) ?? '\ufffd').join('');
      runs.push({ text, ...at, size: font.size, bold: font.name.includes('Bold') });
    }
  }
  return runs;
}

/** The page's text, lines joined and every kind of space (no-break ones too) written as one space. */
export const textOf = (pdf: PDFDocument, page: PDFPage) =>
  textRuns(pdf, page)
    .map((run) => run.text)
    .join(' ')
    .replace(/\s+/g, ' ');
