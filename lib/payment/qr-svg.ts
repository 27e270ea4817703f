import 'server-only';
import QRCode from 'qrcode';

/** Characters that would end or break an attribute value. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A ticket's QR code as inline SVG markup, drawn on the server (the browser gets no QR
 * library): error correction M, a one-module quiet zone, no fixed size (CSS sizes it).
 * The SVG is an image with the given label, so screen readers announce which ticket it is.
 */
export async function qrSvg(payload: string, label: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  if (!svg.startsWith('<svg ')) throw new Error('qrcode answered something other than an SVG');
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(label)}" focusable="false" `);
}
