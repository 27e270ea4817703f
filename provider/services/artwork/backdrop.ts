import type { Random } from '../../seed/random';
import { IMAGE_SIZE } from '../media';
import type { Palette } from './palette';

/** The pieces every picture is built on: sky, hills, a row of roofs, street or water. */
export const { width: W, height: H } = IMAGE_SIZE;

export function svgDocument(body: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${body}
</svg>`;
}

export const sun = (p: Palette, y = 140, r = 60) => `<circle cx="${Math.round(p.sunX * W)}" cy="${y}" r="${r}" fill="${p.sun}" opacity="0.9"/>`;

/** Rolling hills whose height and number of crests are the city's own. */
export function hills(p: Palette, baseline: number, lift = 0): string {
  const top = baseline - p.hillHeight - lift;
  const step = W / p.hillCrests;
  let d = `M0 ${baseline} L0 ${top + 40}`;
  for (let i = 0; i < p.hillCrests; i++) {
    const x = i * step;
    d += ` Q${x + step / 2} ${top - 30 * ((i % 2) + 1)} ${x + step} ${top + 40 - (i % 2) * 30}`;
  }
  return `<path d="${d} L${W} ${baseline} Z" fill="${p.hills}"/>`;
}

/** A row of roofs with the odd dome or spire, different for every seed. */
export function roofs(random: Random, baseline: number, colour: string, minHeight: number, maxHeight: number): string {
  let x = -20;
  const parts: string[] = [];
  while (x < W + 20) {
    const width = random.int(50, 120);
    const height = random.int(minHeight, maxHeight);
    const top = baseline - height;
    parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${height + 2}" fill="${colour}"/>`);
    if (random.chance(0.15)) {
      parts.push(
        random.chance(0.5)
          ? `<circle cx="${x + width / 2}" cy="${top}" r="${Math.round(width / 2.6)}" fill="${colour}"/>`
          : `<polygon points="${x + width * 0.3},${top} ${x + width / 2},${top - random.int(40, 100)} ${x + width * 0.7},${top}" fill="${colour}"/>`,
      );
    }
    x += width - random.int(0, 12);
  }
  return parts.join('');
}

export const ground = (p: Palette, baseline: number) => `<rect y="${baseline}" width="${W}" height="${H - baseline}" fill="${p.ground}"/>`;

export function water(p: Palette, top: number): string {
  const waves = [30, 80, 140]
    .map((dy) => `<path d="M0 ${top + dy} Q150 ${top + dy - 14} 300 ${top + dy} T600 ${top + dy} T900 ${top + dy} T1200 ${top + dy}" stroke="#fff" stroke-opacity="0.3" stroke-width="5" fill="none"/>`)
    .join('');
  return `<rect y="${top}" width="${W}" height="${H - top}" fill="${p.water}"/>${waves}`;
}
