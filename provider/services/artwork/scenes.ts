import type { ProductType } from '../../domain/catalogue';
import type { Random } from '../../seed/random';
import { H, W } from './backdrop';
import type { Palette } from './palette';

/** What each kind of product puts in front of the city: an open-top bus, a boat, a guided group… */

const openTopBus = (x: number, y: number, colour: string) => `
  <g transform="translate(${x} ${y})">
    <rect x="0" y="40" width="380" height="150" rx="20" fill="${colour}"/>
    <rect x="0" y="14" width="380" height="30" rx="6" fill="${colour}"/>
    ${[30, 80, 130, 180, 230, 280, 330].map((px) => `<circle cx="${px}" cy="0" r="13" fill="#1b1f24"/><rect x="${px - 12}" y="12" width="24" height="10" rx="4" fill="#1b1f24"/>`).join('')}
    <rect x="0" y="100" width="380" height="8" fill="#fff" opacity="0.9"/>
    ${[20, 95, 170].map((wx) => `<rect x="${wx}" y="56" width="62" height="38" rx="8" fill="#dff1ff"/>`).join('')}
    ${[20, 95, 170].map((wx) => `<rect x="${wx}" y="118" width="62" height="38" rx="8" fill="#dff1ff"/>`).join('')}
    <rect x="262" y="118" width="56" height="66" rx="6" fill="#1b1f24" opacity="0.8"/>
    <rect x="330" y="56" width="44" height="80" rx="8" fill="#dff1ff"/>
    <circle cx="80" cy="192" r="30" fill="#1b1f24"/><circle cx="80" cy="192" r="12" fill="#ccc"/>
    <circle cx="300" cy="192" r="30" fill="#1b1f24"/><circle cx="300" cy="192" r="12" fill="#ccc"/>
  </g>`;

const boat = (x: number, y: number, colour: string) => `
  <g transform="translate(${x} ${y})">
    <path d="M0 60 L440 60 L400 130 L40 130 Z" fill="${colour}"/>
    <rect x="60" y="0" width="300" height="60" rx="12" fill="#fff"/>
    ${[80, 140, 200, 260, 320].map((wx) => `<rect x="${wx}" y="14" width="40" height="30" rx="6" fill="#bfe3ff"/>`).join('')}
    <line x1="380" y1="60" x2="380" y2="-40" stroke="#1b1f24" stroke-width="5"/><path d="M380 -40 l40 12 l-40 12 z" fill="${colour}"/>
  </g>`;

const car = (x: number, y: number, colour: string) => `
  <g transform="translate(${x} ${y})">
    <path d="M0 90 Q10 40 80 35 L120 0 L250 0 L300 35 Q370 45 380 90 Z" fill="${colour}"/>
    <rect x="135" y="10" width="50" height="28" rx="4" fill="#dff1ff"/><rect x="195" y="10" width="50" height="28" rx="4" fill="#dff1ff"/>
    <circle cx="90" cy="95" r="28" fill="#1b1f24"/><circle cx="300" cy="95" r="28" fill="#1b1f24"/>
    <circle cx="90" cy="95" r="10" fill="#ccc"/><circle cx="300" cy="95" r="10" fill="#ccc"/>
  </g>`;

const walkers = (x: number, y: number, colour: string) => `
  <g transform="translate(${x} ${y}) scale(1.6)">
    <line x1="0" y1="-60" x2="0" y2="100" stroke="#1b1f24" stroke-width="5"/><path d="M0 -60 h56 l-12 17 l12 17 h-56 z" fill="${colour}"/>
    ${[30, 90, 150, 210]
      .map(
        (dx, i) => `<g transform="translate(${dx} ${(i % 2) * 8})">
        <circle cx="20" cy="0" r="16" fill="#1b1f24"/><rect x="5" y="20" width="30" height="76" rx="14" fill="${i === 0 ? colour : ['#415066', '#7a4f63', '#4f7a63'][i % 3]}"/>
      </g>`,
      )
      .join('')}
  </g>`;

const ticket = (x: number, y: number, colour: string, rotate = -8) => `
  <g transform="translate(${x} ${y}) rotate(${rotate})">
    <path d="M0 0 H320 V60 A22 22 0 0 0 320 104 V164 H0 V104 A22 22 0 0 0 0 60 Z" fill="#fff"/>
    <rect x="24" y="24" width="180" height="22" rx="6" fill="${colour}"/>
    <rect x="24" y="64" width="200" height="14" rx="5" fill="#c9ced6"/><rect x="24" y="92" width="160" height="14" rx="5" fill="#c9ced6"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${262 + i * 5}" y="30" width="${i % 3 === 0 ? 4 : 2}" height="104" fill="#1b1f24"/>`).join('')}
    <line x1="250" y1="10" x2="250" y2="154" stroke="#c9ced6" stroke-width="4" stroke-dasharray="10 8"/>
  </g>`;

const museum = (x: number, y: number, p: Palette) => `
  <g transform="translate(${x} ${y})">
    <path d="M-20 0 L260 -70 L540 0 Z" fill="${p.facades[0]}"/>
    <rect x="0" y="0" width="520" height="24" fill="${p.facades[0]}"/>
    ${[20, 100, 180, 260, 340, 420].map((cx) => `<rect x="${cx + 10}" y="24" width="40" height="180" fill="${p.facades[1 % p.facades.length]}"/>`).join('')}
    <rect x="-20" y="204" width="560" height="20" fill="${p.facades[0]}"/><rect x="-40" y="224" width="600" height="20" fill="${p.facades[0]}"/>
    <rect x="220" y="90" width="80" height="114" fill="#1b1f24" opacity="0.7"/>
  </g>`;

type Foreground = { key: string; water: boolean; draw: (random: Random, p: Palette, colour: string) => string };

export const SCENES: Record<ProductType, Foreground> = {
  hop_on_hop_off: { key: 'hop-on-hop-off-bus', water: false, draw: (random, _p, colour) => openTopBus(random.int(140, 660), 470, colour) },
  city_tour: { key: 'walking-tour', water: false, draw: (random, _p, colour) => walkers(random.int(160, 620), 520, colour) },
  boat_tour: { key: 'boat', water: true, draw: (random, _p, colour) => boat(random.int(120, 620), 560, colour) },
  bus_boat: { key: 'bus-and-boat', water: true, draw: (_random, _p, colour) => openTopBus(60, 360, colour) + boat(660, 580, colour) },
  private_tour: { key: 'private-car', water: false, draw: (random, _p, colour) => car(random.int(200, 640), 590, colour) },
  attraction: { key: 'museum-entry', water: false, draw: (_random, p, colour) => museum(80, 420, p) + ticket(700, 520, colour) },
  combo: { key: 'bus-and-ticket', water: false, draw: (_random, _p, colour) => openTopBus(80, 470, colour) + ticket(720, 470, colour) },
};

/** The foreground of a product's main picture, marked with its kind. */
export function sceneFor(type: ProductType, random: Random, p: Palette, colour: string): { svg: string; water: boolean } {
  const scene = SCENES[type];
  return { svg: `<g data-scene="${scene.key}">${scene.draw(random, p, colour)}</g>`, water: scene.water };
}

/** A close-up: the tour's route on a folded map with its stops, or the entry ticket. */
export function detail(type: ProductType, random: Random, p: Palette, colour: string): string {
  if (type === 'attraction') {
    return `<rect width="${W}" height="${H}" fill="${p.facades[0]}"/>${ticket(300, 260, colour, -6)}${ticket(440, 380, colour, 7)}`;
  }
  const stops = Array.from({ length: 6 }, (_, i) => [200 + i * 150, random.int(250, 560)] as const);
  const route = stops.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return `<rect width="${W}" height="${H}" fill="${p.buildingsNear}"/>
  <path d="M120 120 L440 90 L760 130 L1080 100 L1080 700 L760 730 L440 690 L120 720 Z" fill="#f6f1e4"/>
  <path d="M440 90 L440 690 M760 130 L760 730" stroke="#d8cfb8" stroke-width="4"/>
  <path d="M120 420 Q400 360 640 460 T1080 400" stroke="${p.water}" stroke-width="28" fill="none" opacity="0.6"/>
  <path d="${route}" stroke="${colour}" stroke-width="14" fill="none" stroke-linejoin="round"/>
  ${stops.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="#fff" stroke="${colour}" stroke-width="8"/>`).join('')}`;
}

/** The view from the open top deck: seats and rail in front, the city ahead. */
export const onBoard = (colour: string) => `
  <rect y="${H - 190}" width="${W}" height="190" fill="${colour}"/>
  <rect y="${H - 210}" width="${W}" height="20" fill="#1b1f24"/>
  ${[80, 380, 680, 980].map((x) => `<rect x="${x}" y="${H - 170}" width="160" height="120" rx="18" fill="#1b1f24" opacity="0.85"/>`).join('')}
  <path d="M0 ${H - 260} H${W}" stroke="#c0c6cf" stroke-width="10"/>
  ${[100, 300, 500, 700, 900, 1100].map((x) => `<line x1="${x}" y1="${H - 260}" x2="${x}" y2="${H - 210}" stroke="#c0c6cf" stroke-width="8"/>`).join('')}`;
