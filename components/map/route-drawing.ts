import type { MapPoint } from './map-types';

/**
 * The geometry of the SVG route map, kept free of React so it can be tested alone:
 * projection into a fixed viewBox, smooth closed loops, label placement, marker spreading.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The map's fixed drawing space: 16:10, the shape of a content column, so the page never shifts. */
export const VIEWBOX: Size = { width: 800, height: 500 };

const METRES_PER_DEGREE = 111_320;
/** A lone stop, or stops on one spot, are shown as a neighbourhood of this width, not an infinite zoom. */
const MIN_SPAN_METRES = 800;

export interface Projection {
  project(point: MapPoint): Point;
  /** Drawing units per metre on the ground, for the scale bar. */
  unitsPerMetre: number;
}

function isFinitePoint(p: MapPoint): boolean {
  return Number.isFinite(p.latitude) && Number.isFinite(p.longitude);
}

/**
 * Equirectangular projection fitted into `size` less `padding`, keeping the aspect ratio:
 * longitudes shrink by cos(latitude) so a city is not stretched east–west; north is up.
 */
export function fitProjection(points: readonly MapPoint[], size: Size = VIEWBOX, padding: Padding | number = 48): Projection {
  const pad = typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  const usable = points.filter(isFinitePoint);
  const reference = usable.length
    ? {
        latitude: usable.reduce((sum, p) => sum + p.latitude, 0) / usable.length,
        longitude: usable.reduce((sum, p) => sum + p.longitude, 0) / usable.length,
      }
    : { latitude: 0, longitude: 0 };
  // Near the poles cos → 0; a floor keeps the arithmetic finite.
  const cosLatitude = Math.max(Math.cos((reference.latitude * Math.PI) / 180), 0.01);
  const toMetres = (p: MapPoint) => ({
    x: (p.longitude - reference.longitude) * METRES_PER_DEGREE * cosLatitude,
    y: (p.latitude - reference.latitude) * METRES_PER_DEGREE,
  });

  const metres = usable.map(toMetres);
  const xs = metres.length ? metres.map((m) => m.x) : [0];
  const ys = metres.length ? metres.map((m) => m.y) : [0];
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const innerWidth = Math.max(size.width - pad.left - pad.right, 1);
  const innerHeight = Math.max(size.height - pad.top - pad.bottom, 1);
  const unitsPerMetre = Math.min(innerWidth / Math.max(maxX - minX, MIN_SPAN_METRES), innerHeight / Math.max(maxY - minY, MIN_SPAN_METRES));
  const centre = { x: pad.left + innerWidth / 2, y: pad.top + innerHeight / 2 };
  const middle = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };

  return {
    unitsPerMetre,
    project(point) {
      if (!isFinitePoint(point)) return centre;
      const m = toMetres(point);
      return { x: centre.x + (m.x - middle.x) * unitsPerMetre, y: centre.y - (m.y - middle.y) * unitsPerMetre };
    },
  };
}

export interface CubicSegment {
  from: Point;
  control1: Point;
  control2: Point;
  to: Point;
}

const EPSILON = 1e-6;

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Centripetal Catmull-Rom from p1 to p2 as one cubic Bézier: it never loops or overshoots between uneven stops. */
function catmullRom(p0: Point, p1: Point, p2: Point, p3: Point): CubicSegment {
  const l01 = Math.sqrt(distance(p0, p1));
  const l12 = Math.sqrt(distance(p1, p2));
  const l23 = Math.sqrt(distance(p2, p3));
  let control1 = p1;
  let control2 = p2;
  if (l01 > EPSILON) {
    const a = 2 * l01 * l01 + 3 * l01 * l12 + l12 * l12;
    const n = 3 * l01 * (l01 + l12);
    control1 = {
      x: (p1.x * a - p0.x * l12 * l12 + p2.x * l01 * l01) / n,
      y: (p1.y * a - p0.y * l12 * l12 + p2.y * l01 * l01) / n,
    };
  }
  if (l23 > EPSILON) {
    const b = 2 * l23 * l23 + 3 * l23 * l12 + l12 * l12;
    const m = 3 * l23 * (l23 + l12);
    control2 = {
      x: (p2.x * b + p1.x * l23 * l23 - p3.x * l12 * l12) / m,
      y: (p2.y * b + p1.y * l23 * l23 - p3.y * l12 * l12) / m,
    };
  }
  return { from: p1, control1, control2, to: p2 };
}

/** The loop through the points and back to the first: one segment per stop. */
export function loopSegments(points: readonly Point[]): CubicSegment[] {
  const n = points.length;
  if (n < 2) return [];
  const at = (i: number) => points[((i % n) + n) % n]!;
  return points.map((_, i) => catmullRom(at(i - 1), at(i), at(i + 1), at(i + 2)));
}

const round = (value: number) => Math.round(value * 10) / 10;
const pair = (p: Point) => `${round(p.x)} ${round(p.y)}`;

/** SVG path data of the bus's loop: a smooth curve from the first stop round to the first stop again. */
export function loopPath(points: readonly Point[]): string {
  const first = points[0];
  if (!first) return '';
  const segments = loopSegments(points);
  return `M${pair(first)}${segments.map((s) => `C${pair(s.control1)} ${pair(s.control2)} ${pair(s.to)}`).join('')}Z`;
}

/** The point at t ∈ [0, 1] along a segment. */
export function pointOnSegment(s: CubicSegment, t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return {
    x: a * s.from.x + b * s.control1.x + c * s.control2.x + d * s.to.x,
    y: a * s.from.y + b * s.control1.y + c * s.control2.y + d * s.to.y,
  };
}

/** The direction of travel at t, in degrees clockwise from east (SVG's rotate). */
export function headingOnSegment(s: CubicSegment, t: number): number {
  const u = 1 - t;
  const dx = 3 * u * u * (s.control1.x - s.from.x) + 6 * u * t * (s.control2.x - s.control1.x) + 3 * t * t * (s.to.x - s.control2.x);
  const dy = 3 * u * u * (s.control1.y - s.from.y) + 6 * u * t * (s.control2.y - s.control1.y) + 3 * t * t * (s.to.y - s.control2.y);
  if (Math.abs(dx) < EPSILON && Math.abs(dy) < EPSILON) return (Math.atan2(s.to.y - s.from.y, s.to.x - s.from.x) * 180) / Math.PI;
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** Points along the loop, for keeping labels off the line. */
export function samplePath(segments: readonly CubicSegment[], perSegment = 8): Point[] {
  return segments.flatMap((s) => Array.from({ length: perSegment }, (_, i) => pointOnSegment(s, i / perSegment)));
}

export interface DirectionArrow extends Point {
  angle: number;
}

/** Arrows halfway between stops, where the gap is long enough to show one without crowding the markers. */
export function directionArrows(segments: readonly CubicSegment[], minLength = 70): DirectionArrow[] {
  return segments
    .filter((s) => distance(s.from, s.to) >= minLength)
    .map((s) => ({ ...pointOnSegment(s, 0.5), angle: headingOnSegment(s, 0.5) }));
}

/**
 * Moves markers that would sit on top of one another (the same stop on two routes) side by side,
 * centred on their common spot, in their given order.
 */
export function spreadMarkers(points: readonly Point[], radius: number): Point[] {
  const clusters: { centre: Point; members: number[] }[] = [];
  points.forEach((p, i) => {
    const cluster = clusters.find((c) => distance(c.centre, p) < radius * 1.6);
    if (cluster) cluster.members.push(i);
    else clusters.push({ centre: p, members: [i] });
  });
  const spread = [...points];
  const step = radius * 2 + 2;
  for (const { centre, members } of clusters) {
    if (members.length < 2) continue;
    members.forEach((index, k) => {
      spread[index] = { x: centre.x + (k - (members.length - 1) / 2) * step, y: centre.y };
    });
  }
  return spread;
}

/** Splits a long name into at most two lines at the space nearest its middle; a dash stays at the end of the first line. */
export function wrapLabel(text: string, maxCharacters = 18): string[] {
  if (text.length <= maxCharacters) return [text];
  const spaces = [...text.matchAll(/ (?![-–—] )/g)].map((m) => m.index);
  if (!spaces.length) return [text];
  const middle = text.length / 2;
  const split = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return [text.slice(0, split), text.slice(split + 1)];
}

export type LabelSide = 'right' | 'left' | 'above' | 'below' | 'above-right' | 'above-left' | 'below-right' | 'below-left';

export interface LabelRequest extends Point {
  lines: string[];
  /** Radius of the marker the label belongs to. */
  radius: number;
}

export interface LabelPlacement {
  side: LabelSide;
  anchor: 'start' | 'middle' | 'end';
  /** Baseline of the first line, relative to the marker's centre. */
  dx: number;
  dy: number;
  /** The space the text takes, relative to the marker's centre. */
  box: Rect;
}

export interface LabelOptions {
  size?: Size;
  fontSize: number;
  lineHeight?: number;
  /** Average glyph width in ems: an estimate, since the server cannot measure text. */
  characterWidth?: number;
  /** Gap between marker and text. */
  gap?: number;
  /** The markers and the line the labels should not cover. */
  obstacles?: Rect[];
  linePoints?: Point[];
  /**
   * How much larger labels and markers may be drawn about their centres (small screens enlarge
   * them): the placement keeps even the enlarged label inside the viewBox.
   */
  maxScale?: number;
  /** The enlargement at which labels should still not cover one another or the markers. */
  collisionScale?: number;
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

function offset(box: Rect, p: Point, scale = 1): Rect {
  return { left: p.x + box.left * scale, top: p.y + box.top * scale, right: p.x + box.right * scale, bottom: p.y + box.bottom * scale };
}

function grow(box: Rect, scale: number): Rect {
  const centre = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  return offset({ left: box.left - centre.x, top: box.top - centre.y, right: box.right - centre.x, bottom: box.bottom - centre.y }, centre, scale);
}

function candidate(side: LabelSide, r: number, width: number, height: number, fontSize: number, gap: number): LabelPlacement {
  // The baseline sits about 0.8 em below the top of a line.
  const ascent = fontSize * 0.8;
  const d = r + gap;
  const diagonal = (r + gap * 0.5) * Math.SQRT1_2;
  const horizontal = (anchor: 'start' | 'end', x: number, top: number): LabelPlacement => ({
    side,
    anchor,
    dx: x,
    dy: top + ascent,
    box: anchor === 'start' ? { left: x, top, right: x + width, bottom: top + height } : { left: x - width, top, right: x, bottom: top + height },
  });
  switch (side) {
    case 'right':
      return horizontal('start', d, -height / 2);
    case 'left':
      return horizontal('end', -d, -height / 2);
    case 'above-right':
      return horizontal('start', diagonal, -diagonal - height);
    case 'above-left':
      return horizontal('end', -diagonal, -diagonal - height);
    case 'below-right':
      return horizontal('start', diagonal, diagonal);
    case 'below-left':
      return horizontal('end', -diagonal, diagonal);
    case 'above':
      return { side, anchor: 'middle', dx: 0, dy: -d - height + ascent, box: { left: -width / 2, top: -d - height, right: width / 2, bottom: -d } };
    case 'below':
      return { side, anchor: 'middle', dx: 0, dy: d + ascent, box: { left: -width / 2, top: d, right: width / 2, bottom: d + height } };
  }
}

/**
 * Places each label beside its marker where it stays inside the viewBox and covers the least of
 * the other labels, the markers and the line. Markers on the right half try the left side first,
 * so names read inward rather than running off the edge.
 */
export function placeLabels(requests: readonly LabelRequest[], options: LabelOptions): LabelPlacement[] {
  const { size = VIEWBOX, fontSize, lineHeight = 1.2, characterWidth = 0.66, gap = 5, linePoints = [], maxScale = 1, collisionScale = 1 } = options;
  const obstacles = (options.obstacles ?? []).map((o) => grow(o, collisionScale));
  const placed: Rect[] = [];
  return requests.map((request) => {
    const width = Math.max(...request.lines.map((line) => line.length)) * fontSize * characterWidth;
    const height = request.lines.length * fontSize * lineHeight;
    const onRight = request.x > size.width / 2;
    const sides: LabelSide[] = onRight
      ? ['left', 'right', 'above-left', 'below-left', 'above', 'below', 'above-right', 'below-right']
      : ['right', 'left', 'above-right', 'below-right', 'above', 'below', 'above-left', 'below-left'];
    let best: { placement: LabelPlacement; cost: number } | undefined;
    sides.forEach((side, preference) => {
      const placement = candidate(side, request.radius, width, height, fontSize, gap);
      const box = offset(placement.box, request, collisionScale);
      const largest = offset(placement.box, request, maxScale);
      const outside =
        Math.max(0, -Math.min(box.left, largest.left)) +
        Math.max(0, Math.max(box.right, largest.right) - size.width) +
        Math.max(0, -Math.min(box.top, largest.top)) +
        Math.max(0, Math.max(box.bottom, largest.bottom) - size.height);
      // The line is as thick at any size: it is tested against the label as drawn on wide screens.
      const drawn = offset(placement.box, request);
      const cost =
        outside * 1e6 +
        placed.reduce((sum, other) => sum + overlap(box, other) * 10, 0) +
        obstacles.reduce((sum, other) => sum + overlap(box, other) * 4, 0) +
        linePoints.filter((p) => p.x > drawn.left && p.x < drawn.right && p.y > drawn.top && p.y < drawn.bottom).length * 60 +
        preference * 5;
      if (!best || cost < best.cost) best = { placement, cost };
    });
    const chosen = best!.placement;
    placed.push(offset(chosen.box, request, collisionScale));
    return chosen;
  });
}

const NICE_DISTANCES = [20, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000, 20_000, 25_000, 50_000, 100_000, 200_000, 500_000];

/** The longest round distance whose bar fits in `maxWidth` units. */
export function scaleBar(unitsPerMetre: number, maxWidth: number): { metres: number; width: number } {
  const fitting = NICE_DISTANCES.filter((m) => m * unitsPerMetre <= maxWidth);
  const metres = fitting.at(-1) ?? NICE_DISTANCES[0]!;
  return { metres, width: metres * unitsPerMetre };
}

function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match ? parseInt(match[1]!, 16) : 0;
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const INK = '#1b1f24';
export const PAPER = '#ffffff';

/** White or ink, whichever reads better on the route's colour. */
export function textColourOn(background: string): string {
  return contrastRatio(PAPER, background) >= contrastRatio(INK, background) ? PAPER : INK;
}
