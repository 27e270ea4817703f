import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { hydrateShop, renderShop } from '../support/render-shop';
import { DestinationSearch } from '@/components/search/destination-search';

const product = {
  id: 4101, name: 'Paris Hop-On Hop-Off Bus Tour', url: 'paris-hop-on-hop-off-bus-tour', lang: 'EN', type: 'hop_on_hop_off', status: 'active',
  locationId: 41, locationName: 'Paris', locationUrl: 'paris', image: { url: '/x.svg', alt: '', width: 1, height: 1 },
  duration: { value: 24, unit: 'hour' }, vehicle: 'bus', rating: 4.5, reviewCount: 10, priceFrom: null, retailFrom: null,
  savingsPercent: null, isNew: false, hreflangs: [],
};

function answer(locations: unknown[], products: unknown[] = []) {
  fakeProvider.handler = () => Response.json({ locations, products });
}

/** The search hydrated over its server HTML, into whose box the visitor had already typed `text`. */
function typedBeforeCodeRan(text: string) {
  hydrateShop(<DestinationSearch language="en" />, {}, (page) => {
    const box = page.querySelector('input')!;
    box.focus();
    box.value = text;
  });
}

/** The search, whose provider answers London and Paris to anything: its box. */
function searchLondonAndParis() {
  answer([
    { id: 95, name: 'London', url: 'london', lang: 'EN' },
    { id: 41, name: 'Paris', url: 'paris', lang: 'EN' },
  ]);
  renderShop(<DestinationSearch language="en" />);
  return screen.getByRole('combobox', { name: 'Search a destination' });
}

beforeEach(() => {
  fakeProvider.requests = [];
  navigation.push.mockReset();
});

describe('DestinationSearch', () => {
  it('suggests destinations as you type and opens the one chosen with the keyboard', async () => {
    const box = searchLondonAndParis();
    await userEvent.type(box, 'lon');
    expect(await screen.findByRole('option', { name: /London/ })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');

    const request = fakeProvider.requests.at(-1)!;
    expect(new URL(request.url).searchParams.get('text')).toBe('lon');
    expect(new URL(request.url).searchParams.get('limit')).toBe('5');
    expect(request.headers.get('x-language')).toBe('en');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigation.push).toHaveBeenCalledWith('/en/41/paris');
  });

  it('moves up from the top to the last suggestion, marks the one chosen for assistive technology, and Escape empties the box', async () => {
    const box = searchLondonAndParis();
    await userEvent.type(box, 'a');
    const paris = await screen.findByRole('option', { name: /Paris/ });
    await userEvent.keyboard('{ArrowUp}');
    expect(paris).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', paris.id);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).toBeNull();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('searches what was typed into the box before the page’s code ran', async () => {
    answer([{ id: 41, name: 'Paris', url: 'paris', lang: 'EN' }]);
    typedBeforeCodeRan('par');
    expect(screen.getByRole('combobox', { name: 'Search a destination' })).toHaveValue('par');
    expect(await screen.findByRole('option', { name: /Paris/ })).toBeVisible();
    expect(new URL(fakeProvider.requests.at(-1)!.url).searchParams.get('text')).toBe('par');
  });

  it('asks only for what the visitor stopped at, when the suggestions arrive mid-word', async () => {
    answer([{ id: 41, name: 'Paris', url: 'paris', lang: 'EN' }]);
    typedBeforeCodeRan('p');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search a destination' }), 'aris');
    expect(await screen.findByRole('option', { name: /Paris/ })).toBeVisible();
    expect(fakeProvider.requests.map((request) => new URL(request.url).searchParams.get('text'))).toEqual(['paris']);
  });

  it('shows that it is searching, where the results will be, while the provider is asked', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    fakeProvider.handler = async () => {
      await answered;
      return Response.json({ locations: [{ id: 95, name: 'London', url: 'london', lang: 'EN' }], products: [] });
    };
    renderShop(<DestinationSearch language="en" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search a destination' }), 'lon');

    const searching = await screen.findByText('Searching…', { selector: 'p[aria-hidden]' });
    expect(searching).toBeVisible();
    expect(searching.parentElement).toHaveAttribute('aria-busy', 'true');
    // Screen readers hear it from the live line beside the box, which the suggestions tell on their next render.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Searching…'));
    expect(screen.queryByRole('listbox')).toBeNull();

    release();
    const option = await screen.findByRole('option', { name: /London/ });
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(option.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('says when no city matches, and an empty box clears everything', async () => {
    answer([]);
    renderShop(<DestinationSearch language="en" />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'atlantis');
    expect(await screen.findByText('We cannot find a corresponding city.')).toBeVisible();
    await userEvent.clear(box);
    await waitFor(() => expect(screen.queryByText('We cannot find a corresponding city.')).toBeNull());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('also finds products on the 404 page, and points to all destinations when nothing matches', async () => {
    answer([], [product]);
    renderShop(<DestinationSearch language="en" withProducts />);
    await userEvent.type(screen.getByRole('combobox'), 'bus');
    expect(await screen.findByRole('option', { name: /Paris Hop-On Hop-Off Bus Tour/ })).toBeVisible();
    expect(new URL(fakeProvider.requests.at(-1)!.url).searchParams.get('productLimit')).toBe('6');

    answer([], []);
    await userEvent.type(screen.getByRole('combobox'), 'zz');
    expect(await screen.findByText('Destination not found. Check all our active destinations.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all destinations' })).toHaveAttribute('href', '/en/destinations');
  });

  it('never sends the provider more than it accepts: a long paste is cut, markup stays text', async () => {
    answer([]);
    renderShop(<DestinationSearch language="en" />);
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.paste(`<img src=x onerror=alert(1)>${'a'.repeat(200)}`);
    expect(await screen.findByText('We cannot find a corresponding city.')).toBeVisible();
    const sent = new URL(fakeProvider.requests.at(-1)!.url).searchParams.get('text') ?? '';
    expect(sent).toHaveLength(100);
    expect(sent.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('asks the provider once per question on a page, and a failure once more before it counts', async () => {
    let calls = 0;
    fakeProvider.handler = () =>
      ++calls === 1 ? Response.json({ error: 'INTERNAL', message: 'blip' }, { status: 500 }) : Response.json({ locations: [{ id: 95, name: 'London', url: 'london', lang: 'EN' }], products: [] });
    renderShop(<DestinationSearch language="en" />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'lon');
    expect(await screen.findByRole('option', { name: /London/ })).toBeVisible();
    expect(fakeProvider.requests).toHaveLength(2);

    await userEvent.clear(box);
    await userEvent.type(box, 'lon');
    expect(await screen.findByRole('option', { name: /London/ })).toBeVisible();
    expect(fakeProvider.requests).toHaveLength(2);
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('sends the visitor to the data-load error page when the search fails', async () => {
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<DestinationSearch language="fr" />);
    await userEvent.type(screen.getByRole('combobox'), 'par');
    // The query retries once before giving up.
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/fr/oops/400'), { timeout: 4000 });
  });
});
