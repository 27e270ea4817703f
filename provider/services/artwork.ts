import type { ProductType } from '../domain/catalogue';
import { randomFor, type Random } from '../seed/random';
import { IMAGE_SIZE } from './media';

/**
 * Generated pictures: a skyline at a time of day of its own for every city, and a
 * scene per product type (bus, boat, car, ticket…) in front of the city's skyline.
 * Deterministic per id, so a picture never changes between requests.
 */
const { width: W, height: H } = IMAGE_SIZE;

const SKIES = [
  ['#8ec5fc', '#e0c3fc'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#ffecd2', '#fcb69f'],
] as const;

function skyline(random: Random, baseline: number, color: string, minHeight: number, maxHeight: number): string {
  let x = -20;
  const parts: string[] = [];
  while (x < W + 20) {
    const width = random.int(40, 110);
    const height = random.int(minHeight, maxHeight);
    const top = baseline - height;
    parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${height + 2}" fill="${color}"/>`);
    if (random.chance(0.18)) {
      // A dome or a spire breaks the line of roofs.
      parts.push(
        random.chance(0.5)
          ? `<circle cx="${x + width / 2}" cy="${top}" r="${width / 2.4}" fill="${color}"/>`
          : `<polygon points="${x + width * 0.3},${top} ${x + width / 2},${top - random.int(50, 120)} ${x + width * 0.7},${top}" fill="${color}"/>`,
      );
    }
    x += width - random.int(0, 12);
  }
  return parts.join('');
}

function windows(random: Random, baseline: number): string {
  const lights: string[] = [];
  for (let i = 0; i < 40; i++) {
    lights.push(`<rect x="${random.int(0, W)}" y="${random.int(baseline - 180, baseline - 20)}" width="8" height="12" fill="#fff" opacity="0.35"/>`);
  }
  return lights.join('');
}

const bus = (x: number, y: number, color: string) => `
  <g transform="translate(${x} ${y})">
    <rect x="0" y="0" width="360" height="170" rx="22" fill="${color}"/>
    <rect x="0" y="78" width="360" height="10" fill="#fff" opacity="0.9"/>
    ${[20, 95, 170, 245].map((wx) => `<rect x="${wx}" y="18" width="62" height="46" rx="8" fill="#dff1ff"/>`).join('')}
    ${[20, 95, 170].map((wx) => `<rect x="${wx}" y="100" width="62" height="40" rx="8" fill="#dff1ff"/>`).join('')}
    <rect x="262" y="100" width="56" height="66" rx="6" fill="#1b1f24" opacity="0.8"/>
    <circle cx="80" cy="172" r="30" fill="#1b1f24"/><circle cx="80" cy="172" r="12" fill="#ccc"/>
    <circle cx="285" cy="172" r="30" fill="#1b1f24"/><circle cx="285" cy="172" r="12" fill="#ccc"/>
  </g>`;

const boat = (x: number, y: number, color: string) => `
  <g transform="translate(${x} ${y})">
    <path d="M0 60 L420 60 L380 130 L40 130 Z" fill="${color}"/>
    <rect x="70" y="10" width="260" height="50" rx="10" fill="#fff"/>
    ${[90, 150, 210, 270].map((wx) => `<rect x="${wx}" y="22" width="40" height="26" rx="5" fill="#bfe3ff"/>`).join('')}
  </g>`;

const car = (x: number, y: number, color: string) => `
  <g transform="translate(${x} ${y})">
    <path d="M0 90 Q10 40 80 35 L120 0 L250 0 L300 35 Q370 45 380 90 Z" fill="${color}"/>
    <rect x="135" y="10" width="50" height="28" rx="4" fill="#dff1ff"/><rect x="195" y="10" width="50" height="28" rx="4" fill="#dff1ff"/>
    <circle cx="90" cy="95" r="28" fill="#1b1f24"/><circle cx="300" cy="95" r="28" fill="#1b1f24"/>
  </g>`;

const ticket = (x: number, y: number, color: string) => `
  <g transform="translate(${x} ${y}) rotate(-8)">
    <path d="M0 0 H320 V60 A22 22 0 0 0 320 104 V164 H0 V104 A22 22 0 0 0 0 60 Z" fill="#fff"/>
    <rect x="24" y="24" width="180" height="22" rx="6" fill="${color}"/>
    <rect x="24" y="64" width="240" height="14" rx="5" fill="#c9ced6"/><rect x="24" y="92" width="200" height="14" rx="5" fill="#c9ced6"/>
    <line x1="250" y1="10" x2="250" y2="154" stroke="#c9ced6" stroke-width="4" stroke-dasharray="10 8"/>
  </g>`;

const walkers = (x: number, y: number, color: string) => `
  <g transform="translate(${x} ${y}) scale(1.8)">
    <line x1="0" y1="-60" x2="0" y2="100" stroke="#1b1f24" stroke-width="5"/><rect x="0" y="-60" width="56" height="34" fill="${color}"/>
    ${[30, 95, 160]
      .map(
        (dx, i) => `<g transform="translate(${dx} ${(i % 2) * 8})">
        <circle cx="20" cy="0" r="17" fill="#1b1f24"/><rect x="4" y="21" width="32" height="78" rx="14" fill="${i === 0 ? color : '#415066'}"/>
      </g>`,
      )
      .join('')}
  </g>`;

function scene(random: Random, foreground: string, water: boolean): string {
  const [top, bottom] = random.pick(SKIES);
  const baseline = water ? 560 : 620;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${random.int(150, 1050)}" cy="${random.int(90, 200)}" r="${random.int(45, 80)}" fill="#fff7d6" opacity="0.85"/>
  ${skyline(random, baseline, '#6b7a99', 140, 300)}
  ${skyline(random, baseline + 20, '#3d4a66', 80, 220)}
  ${windows(random, baseline)}
  <rect y="${baseline + 18}" width="${W}" height="${H - baseline}" fill="${water ? '#2f6fa3' : '#59616e'}"/>
  ${water ? `<path d="M0 ${baseline + 60} Q150 ${baseline + 40} 300 ${baseline + 60} T600 ${baseline + 60} T900 ${baseline + 60} T1200 ${baseline + 60}" stroke="#fff" stroke-opacity="0.3" stroke-width="6" fill="none"/>` : `<rect y="${baseline + 120}" width="${W}" height="10" fill="#fff" opacity="0.5"/>`}
  ${foreground}
</svg>`;
}

export function locationArtwork(id: number): string {
  const random = randomFor('artwork', 'location', id);
  return scene(random, bus(420, 440, '#c8102e'), false);
}

export function productArtwork(id: number, type: ProductType, color: string): string {
  const random = randomFor('artwork', 'product', id);
  const foregrounds: Record<ProductType, [string, boolean]> = {
    hop_on_hop_off: [bus(random.int(200, 640), 440, color), false],
    city_tour: [walkers(random.int(250, 650), 460, color), false],
    boat_tour: [boat(random.int(200, 600), 520, color), true],
    bus_boat: [bus(120, 360, color) + boat(640, 540, '#ffffff'), true],
    private_tour: [car(random.int(250, 600), 560, color), false],
    attraction: [ticket(random.int(300, 650), 420, color), false],
    combo: [bus(120, 440, color) + ticket(650, 400, color), false],
  };
  const [foreground, water] = foregrounds[type];
  return scene(random, foreground, water);
}
