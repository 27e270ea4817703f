import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product, provider, setUpBookingPanel } from '../support/booking-panel-fakes';
import { fakeProvider } from '../support/fake-provider';
import { renderShop } from '../support/render-shop';
import { BookingPanel } from '@/components/booking/booking-panel';

/** The calendar promotion (pages.product.calendarPromotion): days sold below the month's usual price are marked. */
setUpBookingPanel();

const CHEAPER_DAY = '2027-05-20';

/** The fake provider's calendar, with one day at €19.90 in a month of €25.50. */
function withCheaperDay() {
  fakeProvider.handler = async (request) => {
    const response = await provider(request);
    if (!new URL(request.url).pathname.endsWith('/product/4103/availability')) return response;
    const calendar = await response.json();
    for (const day of calendar.days) if (day.date === CHEAPER_DAY) day.priceFrom = { ...day.priceFrom, amount: 1990 };
    return Response.json(calendar);
  };
}

const key = () => within(screen.getByRole('list', { name: 'Key to the calendar' }));

describe('the calendar promotion', () => {
  it('marks the cheaper day, in its label and with a key, when on', async () => {
    withCheaperDay();
    renderShop(<BookingPanel product={product} available calendarPromotion />);
    const cheaper = await screen.findByRole('button', { name: /20 May 2027, Available, from €19\.90, Lower price$/ });
    expect(cheaper).toHaveAttribute('data-lower-price', 'true');
    expect(screen.getByRole('button', { name: /21 May 2027, Available, from €25\.50$/ })).not.toHaveAttribute('data-lower-price');
    expect(key().getByText('Lower price')).toBeVisible();
  });

  it('marks nothing when off', async () => {
    withCheaperDay();
    renderShop(<BookingPanel product={product} available calendarPromotion={false} />);
    const day = await screen.findByRole('button', { name: /20 May 2027, Available, from €19\.90$/ });
    expect(day).not.toHaveAttribute('data-lower-price');
    expect(key().queryByText('Lower price')).toBeNull();
  });
});
