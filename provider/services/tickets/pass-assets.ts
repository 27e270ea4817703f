import { crc32, deflateSync } from 'node:zlib';

/**
 * The pictures an Apple Wallet pass must carry (icon, logo), drawn here as PNGs rather than read
 * from files, so the provider needs nothing beside its code wherever it is bundled: a white ticket
 * on the shop's brand red for the icon, the same ticket alone for the logo on the pass's red.
 */

/** The shop's brand colour (app/globals.css --color-brand), as the pass's background too. */
export const BRAND_RGB = [200, 16, 46] as const;
const WHITE = [255, 255, 255] as const;

type Pixel = readonly [number, number, number, number];

/** Whether a point of the unit square lies on the ticket: a rectangle with a notch on each side and a perforation. */
function onTicket(u: number, v: number): boolean {
  if (u < 0.14 || u > 0.86 || v < 0.28 || v > 0.72) return false;
  const notch = 0.09;
  if (Math.hypot(u - 0.14, v - 0.5) < notch || Math.hypot(u - 0.86, v - 0.5) < notch) return false;
  // The perforation: short gaps down a line two thirds along.
  return !(Math.abs(u - 0.64) < 0.018 && Math.floor(v * 20) % 2 === 0);
}

/** A rounded square of brand red with the ticket in white. */
function iconPixel(u: number, v: number): Pixel {
  const r = 0.2;
  const cu = Math.min(Math.max(u, r), 1 - r);
  const cv = Math.min(Math.max(v, r), 1 - r);
  if (Math.hypot(u - cu, v - cv) > r) return [0, 0, 0, 0];
  return onTicket(u, v) ? [...WHITE, 255] : [...BRAND_RGB, 255];
}

/** The white ticket on a transparent ground. */
const logoPixel = (u: number, v: number): Pixel => (onTicket(u, v) ? [...WHITE, 255] : [0, 0, 0, 0]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `size`×`size` pixels, each sampled at its centre. */
export function png(size: number, pixel: (u: number, v: number) => Pixel): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 4);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x++) rows.set(pixel((x + 0.5) / size, (y + 0.5) / size), row + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

let images: Record<string, Buffer> | undefined;

/** icon.png at 29, 58 and 87 pixels (Apple's sizes for 1×, 2×, 3× screens) and logo.png at 50, 100 and 150. */
export function passImages(): Record<string, Buffer> {
  images ??= {
    'icon.png': png(29, iconPixel),
    'icon@2x.png': png(58, iconPixel),
    'icon@3x.png': png(87, iconPixel),
    'logo.png': png(50, logoPixel),
    'logo@2x.png': png(100, logoPixel),
    'logo@3x.png': png(150, logoPixel),
  };
  return images;
}
