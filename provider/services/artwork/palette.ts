import { randomFor } from '../../seed/random';

/** The colours and the lie of the land of one city's pictures. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  /** Far hills behind the city. */
  hills: string;
  /** The far row of buildings. */
  buildingsFar: string;
  buildingsNear: string;
  /** Facades of the street picture. */
  facades: readonly string[];
  ground: string;
  water: string;
  landmark: string;
  /** Where the sun or moon stands, 0 (left) to 1 (right). */
  sunX: number;
  /** How high the hills rise above the city's baseline, in pixels. */
  hillHeight: number;
  /** How many crests the hills have across the picture. */
  hillCrests: number;
}

type Colours = Omit<Palette, 'sunX' | 'hillHeight' | 'hillCrests'>;

/**
 * Hand-picked colours for the cities whose landmark is drawn, so neighbours on the
 * destination list never share a mood: Paris at a pink dusk, Rome in warm ochre
 * afternoon light, Seville under a deep blue midday sky, London in soft grey…
 */
const CHOSEN: Record<number, Colours> = {
  41: { skyTop: '#5b4b8a', skyBottom: '#f7b2c4', sun: '#ffe3ec', hills: '#8c6fa8', buildingsFar: '#a58bbf', buildingsNear: '#6d5a8f', facades: ['#efe3d3', '#e4d4bf', '#d9c7ae'], ground: '#7b6f86', water: '#6c7fb3', landmark: '#4a3b3a' },
  95: { skyTop: '#8d9db0', skyBottom: '#dfe5ea', sun: '#ffffff', hills: '#9aa6b2', buildingsFar: '#7f8b99', buildingsNear: '#55606e', facades: ['#c9b79c', '#b55a4c', '#e8e1d4'], ground: '#5d6670', water: '#58748a', landmark: '#a88b54' },
  2: { skyTop: '#1f8fd0', skyBottom: '#bfe8ff', sun: '#fff4c2', hills: '#6ea36b', buildingsFar: '#d9b48a', buildingsNear: '#b88a5f', facades: ['#f2d7b0', '#e9b98f', '#f5e6cf'], ground: '#c7a27a', water: '#1e88b8', landmark: '#b5894f' },
  30: { skyTop: '#e9964f', skyBottom: '#fbe2a8', sun: '#fff1c9', hills: '#b8875a', buildingsFar: '#d39a66', buildingsNear: '#a8653b', facades: ['#e8a15c', '#d47b45', '#f0c27b'], ground: '#9c6b45', water: '#6f8f7a', landmark: '#e8cfa0' },
  70: { skyTop: '#0f2a4a', skyBottom: '#f08a4b', sun: '#ffd18a', hills: '#30415c', buildingsFar: '#3d4f6d', buildingsNear: '#1f2b3f', facades: ['#8a5a44', '#6e4b3a', '#a7745a'], ground: '#2b3547', water: '#2c5d7c', landmark: '#5fae9a' },
  3: { skyTop: '#3a7bd5', skyBottom: '#f3e1b6', sun: '#fff0c4', hills: '#a99a6a', buildingsFar: '#d8c29a', buildingsNear: '#b0936a', facades: ['#f0dcc0', '#d8b994', '#e7cfa8'], ground: '#b39a74', water: '#4d86b8', landmark: '#efe4cf' },
  60: { skyTop: '#55b6e6', skyBottom: '#fff1d6', sun: '#fff8e0', hills: '#d9b88c', buildingsFar: '#f2c9a0', buildingsNear: '#e0876a', facades: ['#f6d46b', '#5aa0c8', '#f2a07b'], ground: '#c9a27e', water: '#2a7fa8', landmark: '#f3ead7' },
  53: { skyTop: '#7fa7c9', skyBottom: '#e6eef2', sun: '#fdfdf0', hills: '#8ba487', buildingsFar: '#9a7e6e', buildingsNear: '#5e4a40', facades: ['#7b3f2f', '#3f3a38', '#a4563c'], ground: '#5b5a52', water: '#3e6f80', landmark: '#6b3a2c' },
  50: { skyTop: '#6f87a3', skyBottom: '#d5dbe0', sun: '#f5f5ee', hills: '#8c9a8b', buildingsFar: '#8e96a0', buildingsNear: '#5c6470', facades: ['#c7c0b0', '#a9a297', '#d8d2c4'], ground: '#6a6c6e', water: '#4f6d84', landmark: '#c9b88f' },
  52: { skyTop: '#c46b3c', skyBottom: '#f6c98a', sun: '#ffe6b0', hills: '#7a5a4a', buildingsFar: '#9a6a52', buildingsNear: '#5f3f33', facades: ['#e8c9a0', '#d8a070', '#f1dcc0'], ground: '#5c4638', water: '#4b6b78', landmark: '#3a2e2a' },
  51: { skyTop: '#9bc3e6', skyBottom: '#f4f0e0', sun: '#fffbe6', hills: '#7f9d6f', buildingsFar: '#c9c2ad', buildingsNear: '#968d78', facades: ['#f0e6c8', '#e6d7a8', '#d8cdb4'], ground: '#8b8a7a', water: '#6f9fb8', landmark: '#b3262e' },
  4: { skyTop: '#0d5fb3', skyBottom: '#7fc4f2', sun: '#fffbe0', hills: '#d9a441', buildingsFar: '#f1e3c6', buildingsNear: '#e8c06a', facades: ['#ffffff', '#f2c14e', '#e9a23b'], ground: '#d8b477', water: '#2f7fb5', landmark: '#c9823f' },
  61: { skyTop: '#f0a868', skyBottom: '#fde8c8', sun: '#fff3d6', hills: '#b89577', buildingsFar: '#c98d6a', buildingsNear: '#8f5a43', facades: ['#3c7fc0', '#e7b96f', '#c95f4a'], ground: '#7e6452', water: '#3f6f8c', landmark: '#4d4b4a' },
  80: { skyTop: '#f5b041', skyBottom: '#fdebd0', sun: '#fff6d5', hills: '#e8c38f', buildingsFar: '#d2b08a', buildingsNear: '#8d7a6a', facades: ['#e9dcc3', '#cdb89a', '#a9c7d8'], ground: '#e3c08c', water: '#3aa3b8', landmark: '#9fb8c8' },
  90: { skyTop: '#1aa0e0', skyBottom: '#d2f1ff', sun: '#fffbe0', hills: '#5f9e6e', buildingsFar: '#9fb3c0', buildingsNear: '#6c7e8c', facades: ['#f2e2c8', '#c8d8e0', '#e8c8a8'], ground: '#88846e', water: '#127bb5', landmark: '#f7f7f2' },
  100: { skyTop: '#5aa8d6', skyBottom: '#f6e7c8', sun: '#fff5d2', hills: '#6f7f6a', buildingsFar: '#c9b8a0', buildingsNear: '#8a7a66', facades: ['#f2c6d0', '#a8d8c8', '#f6e08a'], ground: '#9b8b6e', water: '#2d7fa0', landmark: '#5d6a5a' },
  31: { skyTop: '#d98c5f', skyBottom: '#f9dcb4', sun: '#fff0d2', hills: '#7d8f5a', buildingsFar: '#d7b38b', buildingsNear: '#b07b55', facades: ['#ecc79b', '#e0b080', '#f3dcb8'], ground: '#a3825f', water: '#7a8f6a', landmark: '#c4553a' },
  32: { skyTop: '#f3b8a0', skyBottom: '#fdf0dc', sun: '#fff4e8', hills: '#c8b0a0', buildingsFar: '#e0b49a', buildingsNear: '#b5735a', facades: ['#e98e6a', '#f4c98e', '#d96a5a'], ground: '#a08878', water: '#3f8f8a', landmark: '#a2443a' },
  155: { skyTop: '#2b4a7e', skyBottom: '#f2a66b', sun: '#ffe2b0', hills: '#556079', buildingsFar: '#6b6f8a', buildingsNear: '#3d4160', facades: ['#e0c8a8', '#c8a888', '#b88f78'], ground: '#4a4d5e', water: '#2c5e88', landmark: '#8a93a8' },
  147: { skyTop: '#2f8fd8', skyBottom: '#e2f3ff', sun: '#fffde8', hills: '#a89c80', buildingsFar: '#e9e1cf', buildingsNear: '#c8bca2', facades: ['#f8f6f0', '#e8e2d0', '#d0e0f0'], ground: '#b8a784', water: '#1f6fae', landmark: '#f1e8d2' },
};

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;

/** Colours for a city without a drawn landmark: a hue and a time of day of its own, from its id. */
function derived(id: number): Colours {
  const random = randomFor('artwork', 'palette', id);
  const hue = random.int(0, 359);
  const dusk = random.chance(0.35);
  const land = (hue + random.int(60, 160)) % 360;
  return {
    skyTop: dusk ? hsl(hue + 220, 45, 32) : hsl(200 + random.int(-15, 15), 70, 55),
    skyBottom: dusk ? hsl(hue + 20, 80, 78) : hsl(hue, 60, 88),
    sun: dusk ? hsl(hue + 30, 100, 90) : '#fffbe6',
    hills: hsl(land, 25, dusk ? 40 : 55),
    buildingsFar: hsl(hue + 200, 15, dusk ? 45 : 65),
    buildingsNear: hsl(hue + 200, 18, dusk ? 28 : 42),
    facades: [hsl(hue, 45, 80), hsl(hue + 30, 40, 70), hsl(hue + 300, 25, 85)],
    ground: hsl(land, 15, 38),
    water: hsl(200 + random.int(-20, 20), 50, dusk ? 35 : 45),
    landmark: hsl(hue + 180, 30, 30),
  };
}

export function paletteFor(cityId: number): Palette {
  const random = randomFor('artwork', 'land', cityId);
  return {
    ...(CHOSEN[cityId] ?? derived(cityId)),
    sunX: random.float(0.1, 0.9),
    hillHeight: random.int(40, 220),
    hillCrests: random.int(1, 4),
  };
}
