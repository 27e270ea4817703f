import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, alert, book, chooseDay, product, provider, readyToBook, refusal, requestsTo, setUpBookingPanel } from '../support/booking-panel-fakes';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { BookingPanel } from '@/components/booking/booking-panel';
import type { BookingProduct, ProductDay } from '@/lib/booking/types';

/** Products sold under a condition: only near the city (spec §5 "user location must be near the selected area"), or with an ID check. */
setUpBookingPanel();

const onTheSpot: BookingProduct = { ...product, nearbyOnly: { radiusKm: 25, center: { latitude: 48.8566, longitude: 2.3522 } } };
const LOUVRE = { latitude: 48.8606, longitude: 2.3376 };
const LYON = { latitude: 45.764, longitude: 4.8357 };

const TOO_FAR = 'Your location is too far away: this ticket is sold only within 25 km of Paris.';
const DENIED = 'We could not read your location. This ticket is sold only within 25 km of Paris: please allow location access and try again.';

/** The browser's geolocation: answers with a position, or refuses as a visitor who says no. */
const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>();
const answerWith = (coords: { latitude: number; longitude: number } | 'denied') =>
  getCurrentPosition.mockImplementation((success, failure) => {
    if (coords === 'denied') failure?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    else success({ coords: { ...coords, accuracy: 50 }, timestamp: Date.now() } as GeolocationPosition);
  });

beforeEach(() => {
  getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
});
afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

describe('BookingPanel: a product sold only nearby', () => {
  it('says so up front, asks the location only at "Book now", and sends it', async () => {
    answerWith(LOUVRE);
    renderShop(<BookingPanel product={onTheSpot} available />);
    expect(screen.getByText('Sold on the spot: only to visitors within 25 km of Paris. We ask for your device’s location when you book.')).toBeVisible();
    await readyToBook();
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await requestsTo('/addToCart')[0]!.json()).toMatchObject({ productId: 4103, position: LOUVRE });
  });

  it('refuses a visitor too far away with the "location too far" message, and adds nothing', async () => {
    answerWith(LYON);
    renderShop(<BookingPanel product={onTheSpot} available />);
    await readyToBook();
    await book();
    expect(await alert(TOO_FAR)).toBeVisible();
    expect(requestsTo('/addToCart')).toHaveLength(0);
  });

  it('says why when the location is refused, and adds nothing', async () => {
    answerWith('denied');
    renderShop(<BookingPanel product={onTheSpot} available />);
    await readyToBook();
    await book();
    expect(await alert(DENIED)).toBeVisible();
    expect(requestsTo('/addToCart')).toHaveLength(0);
  });

  it('says the same when the browser has no geolocation at all', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    renderShop(<BookingPanel product={onTheSpot} available />);
    await readyToBook();
    await book();
    expect(await alert(DENIED)).toBeVisible();
    expect(requestsTo('/addToCart')).toHaveLength(0);
  });

  it('shows the provider’s own refusal in the same words', async () => {
    answerWith(LOUVRE);
    addToCart.reply = () => refusal(422, 'LOCATION_TOO_FAR');
    renderShop(<BookingPanel product={onTheSpot} available />);
    await readyToBook();
    await book();
    expect(await alert(TOO_FAR)).toBeVisible();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('never asks the location of a product sold anywhere', async () => {
    answerWith(LOUVRE);
    renderShop(<BookingPanel product={product} available />);
    expect(screen.queryByText(/Sold on the spot/)).toBeNull();
    await readyToBook();
    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(await requestsTo('/addToCart')[0]!.json()).not.toHaveProperty('position');
  });
});

describe('BookingPanel: a ticket whose venue checks IDs', () => {
  it('says so on the ticket, before the basket asks for the document', async () => {
    fakeProvider.handler = async (request) => {
      const answer = await provider(request);
      if (!new URL(request.url).pathname.endsWith('/option/availability')) return answer;
      const day = (await answer.json()) as ProductDay;
      return Response.json({ ...day, options: day.options.map((o) => ({ ...o, identityDocumentRequired: o.id === 41031 })) });
    };
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('11 May 2027');
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveAccessibleDescription(/ID checked at the entrance/);
    expect(screen.getByRole('button', { name: 'Day pass' })).not.toHaveAccessibleDescription(/ID checked/);
  });
});
