import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cruise, fakeBasket, palaceEntry, renderBasket, requestsTo, setUpBasket } from '../support/basket-fakes';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import TravelersPage, { generateMetadata } from '@/app/[site]/[lang]/(main)/travelers/page';
import { TravellersStep } from '@/components/basket/travellers-step';
import en from '@/messages/en.json';
import { SITES } from '@/sites';

/** The traveller-details step as a page (phones): the basket's items, the same form inline, then payment. */
setUpBasket();

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: (options: { locale: 'en'; namespace: string }) => Promise.resolve(createTranslator({ locale: 'en', messages: en, namespace: options.namespace as 'pages' })),
}));

/** A phone-width screen, as `matchMedia` answers it. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the travelers page', () => {
  it('is never indexed', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ site: 'worldwide', lang: 'en' }) });
    expect(metadata.title).toBe(en.travelersPage.title);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('is not found on a site that takes no payment online, since it leads only to payment', async () => {
    const payment = SITES.worldwide.pages.payment;
    payment.enabled = false;
    try {
      await expect(TravelersPage({ params: Promise.resolve({ site: 'worldwide', lang: 'en' }) })).rejects.toThrow('NEXT_NOT_FOUND');
    } finally {
      payment.enabled = true;
    }
  });

  it('lists the items, marks those whose venue checks IDs, and goes on to payment once the details are saved', async () => {
    fakeBasket([cruise(), palaceEntry()]);
    renderShop(<TravellersStep language="en" />);
    const items = within(await screen.findByRole('region', { name: en.travelersPage.itemsTitle }));
    expect(items.getByText('Seine Evening Cruise')).toBeVisible();
    expect(items.getAllByText(new RegExp(en.travelersPage.needsDocument))).toHaveLength(1);
    // No details yet: no way past the form.
    expect(screen.queryByRole('link', { name: en.travelersPage.continue })).toBeNull();

    const form = within(screen.getByRole('region', { name: en.basket.travellerForm.title }));
    await userEvent.type(await form.findByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Weber');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone number (without prefix)' }), '612 345 678');
    await userEvent.type(form.getByRole('textbox', { name: 'Passport or ID number' }), 'X1234567');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/payment'));
    expect(requestsTo('PUT', 'transaction/traveller')).toHaveLength(1);
  });

  it('says when the basket could not be loaded, and loads it again on request', async () => {
    const basket = fakeBasket([cruise()]);
    basket.failNextLoads = 1;
    renderShop(<TravellersStep language="en" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.travelersPage.failed);
    await userEvent.click(within(alert).getByRole('button', { name: en.travelersPage.retry }));
    expect(await screen.findByRole('region', { name: en.travelersPage.itemsTitle })).toBeVisible();
  });

  it('offers payment at once when the details are complete, and the way back to the basket', async () => {
    fakeBasket([cruise()], { traveller: { firstName: 'Anna', lastName: 'Weber', phone: '612345678', document: '', guardian: false } });
    renderShop(<TravellersStep language="fr" />, {}, 'fr');
    const fr = (await import('@/messages/fr.json')).default;
    expect(await screen.findByRole('link', { name: fr.travelersPage.continue })).toHaveAttribute('href', '/fr/paiement');
    expect(screen.getByRole('link', { name: fr.travelersPage.back })).toHaveAttribute('href', '/fr/panier-achats');
  });

  it('shows the empty basket with a way to the destinations', async () => {
    fakeBasket([]);
    renderShop(<TravellersStep language="en" />);
    expect(await screen.findByRole('heading', { name: en.basket.empty.title })).toBeVisible();
    expect(screen.getByRole('link', { name: en.basket.empty.link })).toHaveAttribute('href', '/en/destinations');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the basket on a phone', () => {
  it('sends the visitor to the travelers page for the details instead of a dialog', async () => {
    screenWidth(true);
    fakeBasket([cruise()]);
    renderBasket();
    await userEvent.click(await screen.findByRole('link', { name: 'Continue to payment' }));
    expect(navigation.push).toHaveBeenCalledWith('/en/travelers');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog on wider screens', async () => {
    screenWidth(false);
    fakeBasket([cruise()]);
    renderBasket();
    await userEvent.click(await screen.findByRole('link', { name: 'Continue to payment' }));
    expect(await screen.findByRole('dialog', { name: en.basket.travellerForm.title })).toBeVisible();
    expect(navigation.push).not.toHaveBeenCalledWith('/en/travelers');
  });
});
