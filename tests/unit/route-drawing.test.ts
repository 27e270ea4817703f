import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  directionArrows,
  fitProjection,
  loopPath,
  loopSegments,
  placeLabels,
  scaleBar,
  spreadMarkers,
  textColourOn,
  VIEWBOX,
  wrapLabel,
  type Point,
} from '@/components/map/route-drawing';

const PARIS = {
  eiffel: { latitude: 48.8584, longitude: 2.2945 },
  louvre: { latitude: 48.8606, longitude: 2.3376 },
  notreDame: { latitude: 48.853, longitude: 2.3499 },
  opera: { latitude: 48.872, longitude: 2.3316 },
  champs: { latitude: 48.8698, longitude: 2.3075 },
  arc: { latitude: 48.8738, longitude: 2.295 },
};
const ALL = Object.values(PARIS);
const PADDING = 40;

/** The numbers of an SVG path's data, in order. */
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('fitProjection', () => {
  const { project } = fitProjection(ALL, VIEWBOX, PADDING);

  it('keeps every point inside the viewBox, clear of the padding', () => {
    for (const p of ALL.map(project)) {
      expect(p.x).toBeGreaterThanOrEqual(PADDING - 1e-9);
      expect(p.x).toBeLessThanOrEqual(VIEWBOX.width - PADDING + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(PADDING - 1e-9);
      expect(p.y).toBeLessThanOrEqual(VIEWBOX.height - PADDING + 1e-9);
    }
  });

  it('fills the padded box along the constraining axis and centres the other', () => {
    const xs = ALL.map(project).map((p) => p.x);
    const ys = ALL.map(project).map((p) => p.y);
    const touchesSides = Math.abs(Math.min(...xs) - PADDING) < 1e-6 && Math.abs(Math.max(...xs) - (VIEWBOX.width - PADDING)) < 1e-6;
    const touchesTopAndBottom = Math.abs(Math.min(...ys) - PADDING) < 1e-6 && Math.abs(Math.max(...ys) - (VIEWBOX.height - PADDING)) < 1e-6;
    expect(touchesSides || touchesTopAndBottom).toBe(true);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(VIEWBOX.width / 2, 6);
    expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(VIEWBOX.height / 2, 6);
  });

  it('puts north up and east right', () => {
    const [eiffel, arc, notreDame, louvre] = [PARIS.eiffel, PARIS.arc, PARIS.notreDame, PARIS.louvre].map(project) as [Point, Point, Point, Point];
    expect(arc.y).toBeLessThan(eiffel.y); // the Arc de Triomphe is north of the Eiffel Tower
    expect(Math.abs(arc.x - eiffel.x)).toBeLessThan(10); // and almost exactly above it
    expect(notreDame.x).toBeGreaterThan(louvre.x); // Notre-Dame is east of the Louvre
    expect(notreDame.y).toBeGreaterThan(louvre.y); // and south of it
  });

  it('keeps the aspect of the ground: a degree of longitude is shorter than one of latitude in Paris', () => {
    const { project: p } = fitProjection([
      { latitude: 48.85, longitude: 2.3 },
      { latitude: 48.86, longitude: 2.31 },
    ]);
    const a = p({ latitude: 48.85, longitude: 2.3 });
    const b = p({ latitude: 48.86, longitude: 2.31 });
    expect(Math.abs(b.x - a.x) / Math.abs(b.y - a.y)).toBeCloseTo(Math.cos((48.855 * Math.PI) / 180), 2);
  });

  it('gives finite numbers for one point, identical points and no points', () => {
    for (const points of [[PARIS.eiffel], [PARIS.eiffel, PARIS.eiffel, PARIS.eiffel], []]) {
      const projection = fitProjection(points, VIEWBOX, PADDING);
      const p = projection.project(PARIS.eiffel);
      expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
      expect(Number.isFinite(projection.unitsPerMetre) && projection.unitsPerMetre > 0).toBe(true);
    }
    const single = fitProjection([PARIS.eiffel], VIEWBOX, PADDING).project(PARIS.eiffel);
    expect(single).toEqual({ x: VIEWBOX.width / 2, y: VIEWBOX.height / 2 });
  });
});

describe('loopPath', () => {
  const points: Point[] = [
    { x: 100, y: 300 },
    { x: 120, y: 100 },
    { x: 400, y: 120 },
    { x: 600, y: 250 },
    { x: 420, y: 380 },
  ];

  it('starts at the first stop, passes every stop and closes back at the first', () => {
    const d = loopPath(points);
    expect(d.startsWith('M100 300C')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    const values = numbers(d);
    expect(values.slice(-2)).toEqual([100, 300]);
    // Each cubic ends on the next stop: every sixth number pair after the move.
    const ends = Array.from({ length: points.length }, (_, i) => values.slice(2 + i * 6 + 4, 2 + i * 6 + 6));
    expect(ends).toEqual([...points.slice(1), points[0]!].map((p) => [p.x, p.y]));
  });

  it('draws nothing for no stop and stays finite for one, two or repeated stops', () => {
    expect(loopPath([])).toBe('');
    for (const input of [[{ x: 5, y: 5 }], [{ x: 5, y: 5 }, { x: 50, y: 50 }], [{ x: 5, y: 5 }, { x: 5, y: 5 }, { x: 5, y: 5 }]]) {
      const values = numbers(loopPath(input));
      expect(values.length).toBeGreaterThan(0);
      expect(values.every(Number.isFinite)).toBe(true);
    }
  });

  it('gives one curve per stop and arrows only on long stretches', () => {
    const segments = loopSegments(points);
    expect(segments).toHaveLength(points.length);
    const arrows = directionArrows(segments, 250);
    expect(arrows).toHaveLength(2); // 1 → 2 and 5 → 1 are the stretches longer than 250
    expect(arrows.every((a) => Number.isFinite(a.x) && Number.isFinite(a.y) && Number.isFinite(a.angle))).toBe(true);
  });
});

describe('placeLabels', () => {
  const options = { fontSize: 14 };

  it('keeps names of stops near an edge inside the viewBox, anchored away from it', () => {
    const [right, left] = placeLabels(
      [
        { x: VIEWBOX.width - 30, y: 250, radius: 12, lines: ['Arc de Triomphe'] },
        { x: 30, y: 250, radius: 12, lines: ['Notre-Dame'] },
      ],
      options,
    );
    expect(right!.anchor).toBe('end');
    expect(VIEWBOX.width - 30 + right!.box.right).toBeLessThanOrEqual(VIEWBOX.width);
    expect(left!.anchor).toBe('start');
    expect(30 + left!.box.left).toBeGreaterThanOrEqual(0);
  });

  it('moves a label that would cover another', () => {
    const [first, second] = placeLabels(
      [
        { x: 200, y: 250, radius: 12, lines: ['Louvre'] },
        { x: 200, y: 262, radius: 12, lines: ['Palais Royal'] },
      ],
      options,
    );
    const a = { left: 200 + first!.box.left, right: 200 + first!.box.right, top: 250 + first!.box.top, bottom: 250 + first!.box.bottom };
    const b = { left: 200 + second!.box.left, right: 200 + second!.box.right, top: 262 + second!.box.top, bottom: 262 + second!.box.bottom };
    const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    expect(overlaps).toBe(false);
  });

  it('wraps long names on two lines', () => {
    expect(wrapLabel('Eiffel Tower')).toEqual(['Eiffel Tower']);
    expect(wrapLabel('Arc de Triomphe – Champs-Élysées')).toEqual(['Arc de Triomphe –', 'Champs-Élysées']);
  });
});

describe('drawing helpers', () => {
  it('spreads markers that share a spot side by side and leaves the others alone', () => {
    const [a, b, c] = spreadMarkers(
      [
        { x: 100, y: 100 },
        { x: 101, y: 100 },
        { x: 300, y: 300 },
      ],
      10,
    );
    expect(Math.abs(a!.x - b!.x)).toBeGreaterThanOrEqual(20);
    expect(c).toEqual({ x: 300, y: 300 });
  });

  it('picks a round distance for the scale bar that fits', () => {
    const bar = scaleBar(0.1, 120); // 0.1 unit per metre: 1 km would need 100 units
    expect(bar).toEqual({ metres: 1000, width: 100 });
  });

  it('writes white on dark route colours and ink on light ones, readably', () => {
    expect(textColourOn('#0057b8')).toBe('#ffffff');
    expect(textColourOn('#f2a900')).toBe('#1b1f24');
    for (const colour of ['#c8102e', '#0057b8', '#00843d', '#f2a900', '#6d2077', '#e35205', '#008c95', '#7a5c3e']) {
      expect(contrastRatio(textColourOn(colour), colour)).toBeGreaterThanOrEqual(3);
    }
  });
});
