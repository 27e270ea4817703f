import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { StoredLanguageNotFound } from '@/components/errors/stored-language-not-found';
import { notFoundMessages as messages } from '@/components/errors/stored-language-not-found-page';
import fr from '@/messages/fr.json';

afterEach(() => Cookies.remove('language'));

describe('the 404 outside every language', () => {
  it('offers the destination search with products, all destinations and home, in the stored language', async () => {
    Cookies.set('language', 'fr');
    fakeProvider.requests = [];
    fakeProvider.handler = () =>
      Response.json({
        locations: [{ id: 41, name: 'Paris', url: 'paris', lang: 'FR' }],
        products: [],
      });
    render(<StoredLanguageNotFound messages={await messages()} />);

    expect(screen.getByRole('heading', { level: 1, name: fr.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr.notFound.allDestinations })).toHaveAttribute('href', '/fr/destinations');
    expect(screen.getByRole('link', { name: fr.notFound.home })).toHaveAttribute('href', '/fr/home');

    await userEvent.type(screen.getByRole('combobox', { name: fr.search.label }), 'par');
    expect(await screen.findByRole('option', { name: /Paris/ })).toBeVisible();
    const request = new URL(fakeProvider.requests.at(-1)!.url);
    expect(request.searchParams.get('productLimit')).toBe('6');
    expect(fakeProvider.requests.at(-1)!.headers.get('x-language')).toBe('fr');
  });
});
