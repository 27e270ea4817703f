import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { DestinationSearch } from '@/components/search/destination-search';
import { SearchScopeProvider } from '@/components/search/search-scope';
import { searchScope } from '@/lib/site/features';
import { SITES } from '@/sites';

/** flags.singleSite: the destination search of a single site looks in the site's scope only. */

beforeEach(() => {
  fakeProvider.requests = [];
  fakeProvider.handler = () => Response.json({ locations: [{ id: 41, name: 'Paris', url: 'paris', lang: 'EN' }], products: [] });
});

async function searchedScope() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Search a destination' }), 'par');
  await waitFor(() => expect(fakeProvider.requests.length).toBeGreaterThan(0));
  return new URL(fakeProvider.requests.at(-1)!.url).searchParams.get('scope');
}

describe('the destination search’s scope', () => {
  it('is the site’s own scope on a single site', async () => {
    renderShop(
      <SearchScopeProvider scope={searchScope(SITES.paris)}>
        <DestinationSearch language="en" />
      </SearchScopeProvider>,
    );
    expect(await searchedScope()).toBe('41');
  });

  it('is every city when the site is not a single site', async () => {
    const network = structuredClone(SITES.paris);
    network.flags.singleSite = false;
    renderShop(
      <SearchScopeProvider scope={searchScope(network)}>
        <DestinationSearch language="en" />
      </SearchScopeProvider>,
    );
    expect(await searchedScope()).toBe('10');
    expect(await screen.findByRole('option', { name: /Paris/ })).toBeVisible();
  });
});
