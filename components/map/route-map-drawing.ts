import type { MapPoint, MapRoute, MapStop, RouteMapProps } from './map-types';
import {
  directionArrows,
  fitProjection,
  loopPath,
  loopSegments,
  placeLabels,
  samplePath,
  scaleBar,
  spreadMarkers,
  textColourOn,
  VIEWBOX,
  wrapLabel,
  type Point,
  type Rect,
} from './route-drawing';

/** What the drawing shows: the stops and sights are named in the page's text alternative, not here. */
export type RouteDrawingInput = Pick<RouteMapProps, 'routes' | 'places' | 'meetingPoint' | 'center' | 'locale'>;

const STOP_RADIUS = 9;
const MAIN_STOP_RADIUS = 12;
const LABEL_FONT_SIZE = 14;
/** Must match the largest enlargement of markers and labels in DRAWING_STYLE's narrowest rule. */
const NARROW_SCALE = 2;
/** Room for labels at the sides and for the scale bar at the bottom. */
const PADDING = { top: 44, right: 60, bottom: 64, left: 60 };
/** A map pin with its tip at (0, 0). */
export const PIN_PATH = 'M0 0C-2.5-6.5-10-11-10-19.5a10 10 0 1 1 20 0C10-11 2.5-6.5 0 0Z';
const PIN_HEIGHT = 30;
const LAND = '#f3ecdf';

/**
 * The drawing's own styles: it is served as an image, which sees no page CSS. Its media queries
 * match the image's width, so markers and names grow back as the drawing shrinks on small screens.
 */
const DRAWING_STYLE = `
svg{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
.street{fill:none;stroke:#fff;stroke-width:3;opacity:.9}
.lane{fill:none;stroke:#fff;stroke-width:1;opacity:.5}
.park{fill:#cfe5c0;opacity:.85}
.halo,.casing,.line{fill:none;stroke-linejoin:round;stroke-linecap:round}
.halo{stroke-width:26;opacity:.1}
.casing{stroke:#fff;stroke-width:11}
.line{stroke-width:6}
.arrow{opacity:.9}
.s{transform-box:view-box;transform-origin:0 0}
.ring{fill:#fff;stroke-width:3}
.main{stroke:#fff;stroke-width:2.5}
.num{font-size:12px;font-weight:700;text-anchor:middle;font-variant-numeric:tabular-nums}
.small{font-size:10px;fill:#1b1f24}
.label{font-size:14px;font-weight:650;fill:#1b1f24;stroke:#fff;stroke-width:4px;stroke-linejoin:round;paint-order:stroke fill;letter-spacing:.005em}
.sight{fill:#0f766e;stroke:#fff;stroke-width:1.5}
.pin{fill:#1b1f24;stroke:#fff;stroke-width:1.5}
.dot{fill:#fff}
.scale{fill:none;stroke-linecap:round;stroke-linejoin:round}
.scale.casing{stroke:#fff;stroke-width:4.5}
.scale.rule{stroke:#4a5563;stroke-width:1.6}
.distance{font-size:11px;font-weight:600;fill:#4a5563;stroke:#fff;stroke-width:3px;paint-order:stroke fill}
.disc{fill:#fff;opacity:.85;stroke:#e4dccb}
.north{fill:#c8102e}
.south{fill:#a39c8e}
@media (max-width:44rem){.s{transform:scale(1.3)}.casing{stroke-width:13}.line{stroke-width:7.5}}
@media (max-width:34rem){.s{transform:scale(1.65)}.casing{stroke-width:15}.line{stroke-width:9}.arrow{display:none}}
@media (max-width:26rem){.s{transform:scale(${NARROW_SCALE})}}
`.trim();

interface Marker {
  route: MapRoute;
  stop: MapStop;
  at: Point;
  radius: number;
}

/** Everything the picture needs, in drawing units: the geometry, apart from the markup. */
function layout({ routes, places = [], meetingPoint, center }: RouteDrawingInput) {
  const ordered = routes.map((route) => ({ ...route, stops: [...route.stops].sort((a, b) => a.position - b.position) }));
  const located: MapPoint[] = [...ordered.flatMap((r) => r.stops.map((s) => s.coordinates)), ...(meetingPoint ? [meetingPoint.coordinates] : [])];
  const projection = fitProjection(located.length ? located : [center], VIEWBOX, PADDING);
  const { project } = projection;

  const lines = ordered.map((route) => {
    const points = route.stops.map((s) => project(s.coordinates));
    const segments = loopSegments(points);
    return { route, path: loopPath(points), segments, arrows: directionArrows(segments) };
  });

  const stops = ordered.flatMap((route) =>
    route.stops.map((stop) => ({ route, stop, at: project(stop.coordinates), radius: stop.main ? MAIN_STOP_RADIUS : STOP_RADIUS })),
  );
  const spread = spreadMarkers(stops.map((m) => m.at), MAIN_STOP_RADIUS);
  const markers: Marker[] = stops.map((m, i) => ({ ...m, at: spread[i] ?? m.at }));

  // Sights far outside the route are left out rather than shrinking the route to fit them.
  const sights = places
    .map((place) => ({ place, at: project(place.coordinates) }))
    .filter(({ at }) => at.x > 8 && at.x < VIEWBOX.width - 8 && at.y > 8 && at.y < VIEWBOX.height - 8);

  // The meeting point is usually the first stop: the pin then stands on top of that stop's marker.
  const meeting = meetingPoint && (() => {
    const at = project(meetingPoint.coordinates);
    const under = markers.find((m) => Math.hypot(m.at.x - at.x, m.at.y - at.y) < m.radius * 1.5);
    return { at: under ? under.at : at, lift: under ? under.radius - 2 : 0 };
  })();

  const obstacles: Rect[] = [
    ...markers.map(({ at, radius }) => ({ left: at.x - radius, top: at.y - radius, right: at.x + radius, bottom: at.y + radius })),
    ...sights.map(({ at }) => ({ left: at.x - 6, top: at.y - 6, right: at.x + 6, bottom: at.y + 6 })),
    ...(meeting ? [{ left: meeting.at.x - 11, top: meeting.at.y - meeting.lift - PIN_HEIGHT, right: meeting.at.x + 11, bottom: meeting.at.y - meeting.lift }] : []),
  ];

  // A main stop shared by several routes is named once.
  const named = markers.filter((m, i) => m.stop.main && markers.findIndex((o) => o.stop.main && o.stop.name === m.stop.name) === i);
  const lineSamples = lines.flatMap((l) => samplePath(l.segments));
  const placements = placeLabels(
    named.map((m) => ({ ...m.at, radius: m.radius, lines: wrapLabel(m.stop.name) })),
    { fontSize: LABEL_FONT_SIZE, obstacles, linePoints: lineSamples, maxScale: NARROW_SCALE, collisionScale: NARROW_SCALE },
  );
  const labels = named.map((m, i) => ({ marker: m, lines: wrapLabel(m.stop.name), placement: placements[i]! }));

  return { lines, markers, sights, meeting, labels, scale: scaleBar(projection.unitsPerMetre, 120) };
}

/** "500 m", "1 km": the scale bar's length in the page's language. */
function formatDistance(metres: number, locale: string): string {
  const [value, unit] = metres >= 1000 ? [metres / 1000, 'kilometer'] : [metres, 'meter'];
  const options = { style: 'unit', unit, unitDisplay: 'short' } as const;
  try {
    return new Intl.NumberFormat(locale, options).format(value);
  } catch {
    // A malformed locale must not cost the page its map.
    return new Intl.NumberFormat('en', options).format(value);
  }
}

/** Text and attribute values from the provider (stop names, colours) are escaped, never trusted. */
function escape(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A colour as given, or ink when it is not '#rrggbb' (the contract's shape). */
const colour = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : '#1b1f24');
const at = ({ x, y }: Point) => `translate(${x.toFixed(1)} ${y.toFixed(1)})`;

/**
 * The route map as an SVG document: the stops' loop, numbered markers, the main stops' names,
 * sights, the meeting point's pin, a scale bar and a compass, on warm paper. Pages show it as an
 * image (`/maps/…`), so it weighs neither on their HTML nor on hydration; the background runs past
 * the viewBox, so a letterboxed full-screen map is paper to its edges.
 */
export function routeMapDrawing(input: RouteDrawingInput): string {
  const { lines, markers, sights, meeting, labels, scale } = layout(input);
  const bleed = VIEWBOX.width;
  const paper = `x="${-bleed}" y="${-bleed}" width="${VIEWBOX.width + 2 * bleed}" height="${VIEWBOX.height + 2 * bleed}"`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX.width} ${VIEWBOX.height}" preserveAspectRatio="xMidYMid meet">`,
    `<style>${DRAWING_STYLE}</style>`,
    '<defs>',
    '<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(-14)"><path d="M0 0H40M0 0V40" class="street"/><path d="M0 20H40" class="lane"/></pattern>',
    `<radialGradient id="glow" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="${LAND}"/></radialGradient>`,
    '<filter id="shadow" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="1.5" stdDeviation="1.6" flood-color="#3b2f1e" flood-opacity="0.28"/></filter>',
    '</defs>',
    `<rect ${paper} fill="${LAND}"/><rect ${paper} fill="url(#glow)"/><rect ${paper} fill="url(#grid)"/>`,
  ];
  for (const { place, at: p } of sights) {
    if (place.kind === 'park') parts.push(`<ellipse class="park" cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" rx="34" ry="24"/>`);
  }
  for (const { route, path } of lines) parts.push(`<path d="${path}" class="halo" stroke="${colour(route.color)}"/>`);
  parts.push(`<g filter="url(#shadow)">${lines.map(({ path }) => `<path d="${path}" class="casing"/>`).join('')}</g>`);
  for (const { route, path } of lines) parts.push(`<path d="${path}" class="line" stroke="${colour(route.color)}"/>`);
  for (const { route, arrows } of lines) {
    for (const a of arrows) {
      parts.push(`<path class="arrow" fill="${textColourOn(colour(route.color))}" d="M-3 -3.2L3.4 0L-3 3.2Z" transform="${at(a)} rotate(${a.angle.toFixed(1)})"/>`);
    }
  }
  for (const { at: p } of sights) {
    parts.push(`<g transform="${at(p)}"><g class="s"><rect class="sight" x="-5" y="-5" width="10" height="10" rx="1.5" transform="rotate(45)"/></g></g>`);
  }
  for (const { route, stop, at: p, radius } of markers) {
    const fill = colour(route.color);
    const marker = stop.main
      ? `<circle r="${radius}" fill="${fill}" class="main"/><text class="num" fill="${textColourOn(fill)}" dy="0.35em">${stop.position}</text>`
      : `<circle r="${radius}" stroke="${fill}" class="ring"/><text class="num small" dy="0.35em">${stop.position}</text>`;
    parts.push(`<g data-stop="${stop.position}" transform="${at(p)}"><g class="s">${marker}</g></g>`);
  }
  if (meeting) {
    // Scaled about the stop it stands on, so both grow together on small screens.
    parts.push(
      `<g data-meeting-point="" transform="${at(meeting.at)}"><g class="s"><g transform="translate(0 ${-meeting.lift})"><path class="pin" d="${PIN_PATH}" filter="url(#shadow)"/><circle class="dot" cy="-19.5" r="4"/></g></g></g>`,
    );
  }
  for (const { marker, lines: nameLines, placement } of labels) {
    const x = placement.dx.toFixed(1);
    const spans = nameLines.map((line, i) => `<tspan x="${x}"${i === 0 ? '' : ' dy="1.2em"'}>${escape(line)}</tspan>`).join('');
    parts.push(`<g transform="${at(marker.at)}"><text class="s label" text-anchor="${placement.anchor}" x="${x}" y="${placement.dy.toFixed(1)}">${spans}</text></g>`);
  }
  const rule = `M0 -5V0H${scale.width.toFixed(1)}V-5`;
  parts.push(
    `<g transform="translate(20 ${VIEWBOX.height - 22})"><path class="scale casing" d="${rule}"/><path class="scale rule" d="${rule}"/>`,
    `<g transform="translate(${(scale.width + 7).toFixed(1)} 0)"><text class="s distance" y="0">${escape(formatDistance(scale.metres, input.locale ?? 'en'))}</text></g></g>`,
    `<g transform="translate(${VIEWBOX.width - 34} ${VIEWBOX.height - 36})"><g class="s"><circle r="15" class="disc"/><path d="M0 -11L5 2L0 -1L-5 2Z" class="north"/><path d="M0 11L5 2L0 -1L-5 2Z" class="south"/></g></g>`,
    '</svg>',
  );
  return parts.join('');
}
