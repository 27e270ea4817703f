import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { busTour, cruise, fakeBasket, renderBasket, setUpBasket } from '../support/basket-fakes';
import { events, layer, resetDataLayer } from '../support/tracking-fakes';

setUpBasket();
beforeEach(resetDataLayer);

describe('basket tracking', () => {
  it('pushes view_cart once with the basket’s items, and remove_from_cart for the item removed', async () => {
    fakeBasket([cruise(), busTour()]);
    renderBasket();
    await waitFor(() => expect(events('view_cart')).toHaveLength(1));
    const [view] = events('view_cart') as { ecommerce: { value: number; currency: string; items: { item_id: string; quantity: number; value: number }[] } }[];
    expect(view!.ecommerce).toMatchObject({ currency: 'EUR', value: 58 });
    expect(view!.ecommerce.items.map((item) => [item.item_id, item.quantity, item.value])).toEqual([
      ['4103', 2, 25],
      ['4101', 1, 33],
    ]);
    // GA4: the previous ecommerce object is cleared first.
    expect(layer()[layer().indexOf(view) - 1]).toEqual({ ecommerce: null });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Seine Evening Cruise' }));
    await waitFor(() => expect(events('remove_from_cart')).toHaveLength(1));
    expect(events('remove_from_cart')[0]).toMatchObject({ ecommerce: { value: 25, items: [{ item_id: '4103', item_variant: 'Cruise with dinner' }] } });
    // The basket reloaded after the removal is not a second view.
    expect(events('view_cart')).toHaveLength(1);
  });
});
