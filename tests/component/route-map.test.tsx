import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapRoute, RouteMapProps } from '@/components/map/map-types';
import { RouteMap } from '@/components/map/route-map';
import { RouteMapFigure } from '@/components/map/route-map-figure';
import { routeMapDrawing } from '@/components/map/route-map-drawing';

// The Google layer is a client island (hydrated when the page idles): here it only has to show whether the page asked for it.
vi.mock('@/components/map/google-map-upgrade', () => ({
  GoogleMapUpgrade: ({ apiKey }: { apiKey: string }) => <div data-testid="google-map" data-key={apiKey} />,
}));

afterEach(() => {
  vi.unstubAllEnvs();
});

const red: MapRoute = {
  id: 4101,
  name: 'Red route',
  color: '#c8102e',
  // Out of order on purpose: the map numbers and lists stops by position.
  stops: [
    { position: 2, name: 'Louvre', coordinates: { latitude: 48.8606, longitude: 2.3376 }, main: true },
    { position: 1, name: 'Eiffel Tower', coordinates: { latitude: 48.8584, longitude: 2.2945 }, main: true },
    { position: 3, name: 'Notre-Dame', coordinates: { latitude: 48.853, longitude: 2.3499 }, main: false },
    { position: 4, name: 'Opéra', coordinates: { latitude: 48.872, longitude: 2.3316 }, main: true },
  ],
};

const blue: MapRoute = {
  id: 4102,
  name: 'Blue route',
  color: '#0057b8',
  stops: [
    { position: 1, name: 'Opéra', coordinates: { latitude: 48.872, longitude: 2.3316 }, main: true },
    { position: 2, name: 'Champs-Élysées', coordinates: { latitude: 48.8698, longitude: 2.3075 }, main: false },
    { position: 3, name: 'Arc de Triomphe', coordinates: { latitude: 48.8738, longitude: 2.295 }, main: true },
  ],
};

const props: RouteMapProps & { drawing: string } = {
  drawing: '/maps/en/city/41.svg',
  routes: [red, blue],
  places: [{ id: 7, name: 'Jardin des Tuileries', kind: 'park', coordinates: { latitude: 48.8635, longitude: 2.327 } }],
  meetingPoint: { name: 'Quai Branly', coordinates: { latitude: 48.8584, longitude: 2.2945 } },
  center: { latitude: 48.8606, longitude: 2.32 },
  zoom: 13,
  labels: {
    title: 'Map of the routes of Paris',
    stops: 'Stops',
    mainStops: 'Main stops',
    meetingPoint: 'Meeting point',
    sights: 'Sights',
    openFullScreen: 'Open the full-screen map',
  },
};

function drawing() {
  return screen.getByRole('img', { name: 'Map of the routes of Paris' });
}

/** The drawing as the browser reads the image. */
function parsed(input = props) {
  const svg = new DOMParser().parseFromString(routeMapDrawing(input), 'image/svg+xml');
  expect(svg.querySelector('parsererror')).toBeNull();
  return svg.documentElement;
}

describe('routeMapDrawing', () => {
  it('is a standalone SVG document with its own styles', () => {
    const svg = parsed();
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 800 500');
    expect(svg.querySelector('style')?.textContent).toMatch(/@media \(max-width:26rem\)\{\.s\{transform:scale\(2\)\}\}/);
  });

  it('draws one numbered marker per stop of each route', () => {
    const markers = [...parsed().querySelectorAll('[data-stop]')];
    expect(markers).toHaveLength(red.stops.length + blue.stops.length);
    expect(markers.map((m) => m.querySelector('text')?.textContent)).toEqual(['1', '2', '3', '4', '1', '2', '3']);
  });

  it('names the main stops on the map, once each, and not the others', () => {
    const names = [...parsed().querySelectorAll('text.label')].map((t) => t.textContent);
    for (const name of ['Eiffel Tower', 'Louvre', 'Arc de Triomphe']) expect(names).toContain(name);
    expect(names.filter((n) => n === 'Opéra')).toHaveLength(1); // a main stop of both routes
    expect(names).not.toContain('Notre-Dame');
    expect(names).not.toContain('Champs-Élysées');
  });

  it('draws the sights, a park and the meeting point’s pin', () => {
    const svg = parsed();
    expect(svg.querySelectorAll('rect.sight')).toHaveLength(1);
    expect(svg.querySelectorAll('ellipse.park')).toHaveLength(1);
    expect(svg.querySelectorAll('[data-meeting-point] path.pin')).toHaveLength(1);
  });

  it('escapes names and refuses colours that are not #rrggbb', () => {
    const svg = parsed({
      ...props,
      routes: [{ ...red, color: '"/><script>alert(1)</script>', stops: red.stops.map((s) => (s.position === 1 ? { ...s, name: 'Tom & Jerry <b>' } : s)) }],
    });
    expect(svg.querySelector('script')).toBeNull();
    expect([...svg.querySelectorAll('text.label')].map((t) => t.textContent)).toContain('Tom & Jerry <b>');
    expect(svg.querySelector('path.line')?.getAttribute('stroke')).toBe('#1b1f24');
  });

  it('writes the scale bar’s distance in the page’s language', () => {
    expect(parsed({ ...props, locale: 'de-DE' }).querySelector('text.distance')?.textContent).toMatch(/^[\d.,]+ (m|km)$/);
    expect(parsed({ ...props, locale: 'not a locale' }).querySelector('text.distance')?.textContent).toMatch(/ (m|km)$/);
  });

  it('draws a lone stop without NaN', () => {
    const svg = parsed({ ...props, routes: [{ ...red, stops: red.stops.slice(0, 1) }], places: [], meetingPoint: undefined });
    expect(svg.outerHTML).not.toMatch(/NaN|Infinity/);
    expect(svg.querySelectorAll('[data-stop]')).toHaveLength(1);
  });
});

describe('RouteMapFigure', () => {
  it('is a figure named by the title, showing the drawing as an image of the same name', () => {
    render(<RouteMapFigure {...props} />);
    const figure = screen.getByRole('figure', { name: 'Map of the routes of Paris' });
    const image = within(figure).getByRole('img', { name: 'Map of the routes of Paris' });
    expect(image).toHaveAttribute('src', '/maps/en/city/41.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
  });

  it('loads the full-screen drawing at once', () => {
    render(<RouteMapFigure {...props} variant="full" />);
    expect(drawing()).toHaveAttribute('loading', 'eager');
  });

  it('has a legend of the routes, the kinds of marker and the meeting point', () => {
    render(<RouteMapFigure {...props} />);
    for (const entry of ['Red route', 'Blue route', 'Main stops', 'Stops', 'Sights', 'Meeting point: Quai Branly']) {
      expect(screen.getByText(entry, { selector: 'li' })).toBeInTheDocument();
    }
  });

  it('lists every stop of each route in order, as the text alternative of the drawing', () => {
    render(<RouteMapFigure {...props} />);
    const redList = within(screen.getByRole('list', { name: 'Red route' })).getAllByRole('listitem');
    expect(redList.map((li) => li.textContent)).toEqual(['Eiffel Tower', 'Louvre', 'Notre-Dame', 'Opéra']);
    expect(redList.map((li) => li.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
    const blueList = within(screen.getByRole('list', { name: 'Blue route' })).getAllByRole('listitem');
    expect(blueList.map((li) => li.textContent)).toEqual(['Opéra', 'Champs-Élysées', 'Arc de Triomphe']);
    expect(within(screen.getByRole('list', { name: 'Sights' })).getByRole('listitem')).toHaveTextContent('Jardin des Tuileries');
  });

  it('lists only the sights when the page lists the stops itself, and nothing without sights', () => {
    const { unmount } = render(<RouteMapFigure {...props} stopsListed />);
    expect(screen.queryByRole('list', { name: 'Red route' })).toBeNull();
    expect(screen.getByText('Sights', { selector: 'summary' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sights' })).getByRole('listitem')).toHaveTextContent('Jardin des Tuileries');
    unmount();
    const { container } = render(<RouteMapFigure {...props} places={[]} stopsListed />);
    expect(container.querySelector('details')).toBeNull();
  });

  it('links to the full-screen map only when given its address', () => {
    const { unmount } = render(<RouteMapFigure {...props} />);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(<RouteMapFigure {...props} fullScreenHref="/en/41/paris/map" />);
    expect(screen.getByRole('link', { name: 'Open the full-screen map' })).toHaveAttribute('href', '/en/41/paris/map');
  });

  it('gives each map its own ids, so two on a page do not share a title', () => {
    render(
      <>
        <RouteMapFigure {...props} />
        <RouteMapFigure {...props} routes={[red]} labels={{ ...props.labels, title: 'Map of the red route' }} />
      </>,
    );
    expect(screen.getByRole('figure', { name: 'Map of the routes of Paris' })).not.toBe(screen.getByRole('figure', { name: 'Map of the red route' }));
  });
});

describe('RouteMap', () => {
  it('keeps the drawing and adds the Google map with a key, once the page idles', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'test-key');
    render(<RouteMap {...props} mapsService />);
    expect(drawing()).toBeInTheDocument();
    expect(await screen.findByTestId('google-map')).toHaveAttribute('data-key', 'test-key');
  });

  it('renders only the drawing without a Google Maps key', async () => {
    // With a key first, so that the map's island has loaded and would be drawn at once.
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'test-key');
    const { unmount } = render(<RouteMap {...props} mapsService />);
    await screen.findByTestId('google-map');
    unmount();
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', undefined);
    render(<RouteMap {...props} mapsService />);
    expect(drawing()).toBeInTheDocument();
    expect(screen.queryByTestId('google-map')).toBeNull();
  });
});
