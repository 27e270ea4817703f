// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pushEcommerce } from '@/lib/tracking/data-layer';
import { addToCartEvent, cartEvent, refundEvent, removeFromCartEvent, selectItemEvent, viewItemEvent, viewItemListEvent, type TrackedProduct } from '@/lib/tracking/ecommerce';
import { purchaseEvent } from '@/lib/payment/purchase-event';
import { cartOf, commands, layer, resetDataLayer, sale } from '../support/tracking-fakes';

const money = (amount: number, currency: 'EUR' | 'GBP' | 'USD') => ({ from: { amount, currency }, retail: null, savingsPercent: null });
const bus: TrackedProduct = { id: 4101, name: 'Paris Bus Tour', locationName: 'Paris', prices: { 1: money(3300, 'EUR'), 2: money(2800, 'GBP'), 3: money(3600, 'USD') } };
const boat: TrackedProduct = { ...bus, id: 4103, name: 'Seine Cruise', prices: { 1: { from: null, retail: null, savingsPercent: null }, 2: money(2000, 'GBP'), 3: money(2500, 'USD') } };

beforeEach(resetDataLayer);

describe('GA4 ecommerce events', () => {
  it('lists products with their list, position, city and from-price in the visitor’s currency', () => {
    expect(viewItemListEvent('city', [bus, boat], 2)).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_name: 'city',
        currency: 'GBP',
        items: [
          { item_id: '4101', item_name: 'Paris Bus Tour', item_category: 'Paris', price: 28, quantity: 1, index: 0, item_list_name: 'city' },
          { item_id: '4103', item_name: 'Seine Cruise', item_category: 'Paris', price: 20, quantity: 1, index: 1, item_list_name: 'city' },
        ],
      },
    });
    // No price in a currency: the item goes without one rather than with 0.
    expect(viewItemListEvent('city', [boat], 1).ecommerce.items![0]).not.toHaveProperty('price');
  });

  it('selects the card followed, and views the product with its value', () => {
    expect(selectItemEvent('city', boat, 1, 3).ecommerce).toEqual({ item_list_name: 'city', currency: 'USD', items: [expect.objectContaining({ item_id: '4103', index: 1, price: 25 })] });
    expect(viewItemEvent(bus, 1)).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 33, items: [{ item_id: '4101', item_name: 'Paris Bus Tour', item_category: 'Paris', price: 33, quantity: 1 }] },
    });
  });

  it('adds and removes a sales item with its option, price per passenger and §9 values', () => {
    const item = sale(11, 4101, 7650, 3);
    const expected = {
      item_id: '4101',
      item_name: 'Tour 4101',
      item_category: 'Paris',
      item_variant: 'Morning',
      price: 25.5,
      quantity: 3,
      value: 76.5,
      value_low: 68.85,
      value_high: 95.63,
    };
    expect(addToCartEvent(item)).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 76.5, items: [expected] } });
    expect(removeFromCartEvent(item)).toEqual({ event: 'remove_from_cart', ecommerce: { currency: 'EUR', value: 76.5, items: [expected] } });
  });

  it('describes the basket for view_cart, begin_checkout and add_payment_info', () => {
    const cart = cartOf([sale(1, 4101, 6600), sale(2, 4103, 5000)], { code: 'SPRING', percent: 10, discount: { amount: 1160, currency: 'EUR' } });
    const event = cartEvent('add_payment_info', cart, { payment_type: 'card' });
    expect(event.event).toBe('add_payment_info');
    expect(event.ecommerce).toMatchObject({ currency: 'EUR', value: 104.4, coupon: 'SPRING', payment_type: 'card' });
    expect(event.ecommerce.items!.map((item) => [item.item_id, item.index, item.price, item.quantity])).toEqual([
      ['4101', 0, 33, 2],
      ['4103', 1, 25, 2],
    ]);
    expect(cartEvent('view_cart', cartOf([])).ecommerce).toEqual({ currency: 'EUR', value: 0, items: [] });
  });

  it('refunds an order by its reference', () => {
    expect(refundEvent('SSX7K2QH', { amount: 4200, currency: 'GBP' })).toEqual({ event: 'refund', ecommerce: { transaction_id: 'SSX7K2QH', currency: 'GBP', value: 42 } });
  });

  it('buys the items remembered at checkout when there are some, else the vouchers’ tickets', () => {
    const paid = cartEvent('begin_checkout', cartOf([sale(1, 4101, 6600)])).ecommerce.items!;
    const answer = { reference: 'SSX7K2QH', amount: { amount: 6600, currency: 'EUR' as const } };
    expect(purchaseEvent(answer, null, paid).ecommerce).toEqual({ transaction_id: 'SSX7K2QH', value: 66, currency: 'EUR', items: paid });
    expect(purchaseEvent(answer, null).ecommerce.items).toEqual([]);
  });
});

describe('the dataLayer', () => {
  it('starts with consent mode’s default: the four signals denied', () => {
    pushEcommerce(viewItemEvent(bus, 1));
    expect(commands()[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
  });

  it('clears the ecommerce object before each ecommerce event', () => {
    pushEcommerce(viewItemEvent(bus, 1));
    pushEcommerce(viewItemEvent(boat, 2));
    expect(layer().slice(1)).toEqual([{ ecommerce: null }, viewItemEvent(bus, 1), { ecommerce: null }, viewItemEvent(boat, 2)]);
  });
});
