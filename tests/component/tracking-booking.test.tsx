import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { add, addToCart, book, cart, chooseDay, product, setUpBookingPanel } from '../support/booking-panel-fakes';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { cartOf, events, resetDataLayer, sale } from '../support/tracking-fakes';
import { BookingPanel } from '@/components/booking/booking-panel';

setUpBookingPanel();
beforeEach(() => {
  resetDataLayer();
  addToCart.reply = cart;
});

describe('booking panel tracking', () => {
  it('pushes add_to_cart with the item the basket added, its siteB values included', async () => {
    addToCart.reply = () => Response.json(cartOf([sale(1, 4101, 6600), sale(2, 4103, 2200, 1)]));
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('11 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Day pass' }));
    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    await waitFor(() => expect(events('add_to_cart')).toHaveLength(1));
    expect(events('add_to_cart')).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 22,
          items: [{ item_id: '4103', item_name: 'Tour 4103', item_category: 'Paris', item_variant: 'Morning', price: 22, quantity: 1, value: 22, value_low: 19.8, value_high: 27.5 }],
        },
      },
    ]);
  });

  it('books as before when the answer cannot be tracked', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('11 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Day pass' }));
    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
  });
});
