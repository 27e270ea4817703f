import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

/**
 * DejaVu Sans: every Latin letter of Europe's languages (Petřín, Łódź, İstanbul), Greek and
 * Cyrillic, so names and places print as written. Read from node_modules at run time (the
 * server build traces the two files, see next.config.ts), once per process.
 */
const FONT_DIR = join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let files: Promise<[Uint8Array, Uint8Array]> | undefined;

function fontFiles(): Promise<[Uint8Array, Uint8Array]> {
  files ??= Promise.all([readFile(join(FONT_DIR, 'DejaVuSans.ttf')), readFile(join(FONT_DIR, 'DejaVuSans-Bold.ttf'))]).catch((error: unknown) => {
    files = undefined;
    throw error;
  });
  return files;
}

/** The voucher's regular and bold fonts in this document, subset to the letters it uses (a few kB each). */
export async function embedVoucherFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const [regular, bold] = await fontFiles();
  pdf.registerFontkit(fontkit);
  return { regular: await pdf.embedFont(regular, { subset: true }), bold: await pdf.embedFont(bold, { subset: true }) };
}
