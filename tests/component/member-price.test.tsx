import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeMemberApi, renderMemberSite, setUpMemberTests } from '../support/member-fakes';
import { fakeProvider } from '../support/fake-provider';
import { MemberPriceFrom } from '@/components/member/member-price';
import { PriceFrom } from '@/components/ui/price-from';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';

/** Member prices on cached cards and product pages: a teaser for visitors, the price itself for members. */
setUpMemberTests('/en/41/paris');

const prices: InEveryCurrency<FromPrice> = {
  1: { from: { amount: 3000, currency: 'EUR' }, retail: null, savingsPercent: null, member: { amount: 2400, currency: 'EUR' } },
  2: { from: { amount: 2600, currency: 'GBP' }, retail: null, savingsPercent: null, member: { amount: 2100, currency: 'GBP' } },
  3: { from: { amount: 3300, currency: 'USD' }, retail: null, savingsPercent: null, member: { amount: 2640, currency: 'USD' } },
};
const shown = (currency: 1 | 2 | 3) => [...document.querySelectorAll<HTMLElement>(`[data-show-currency="${currency}"]`)].map((node) => node.textContent);

const price = (value: InEveryCurrency<FromPrice>, locale = 'en-GB') => (
  <MemberPriceFrom prices={value} locale={locale}>
    <PriceFrom prices={value} locale={locale} />
  </MemberPriceFrom>
);

describe('the member price', () => {
  it('is a teaser for visitors, linking to register, in each currency', () => {
    fakeMemberApi();
    renderMemberSite(price(prices));
    expect(shown(1)).toEqual(['from €30.00', 'Members pay €24.00 — join free']);
    expect(shown(2)).toEqual(['from £26.00', 'Members pay £21.00 — join free']);
    const join = screen.getAllByRole('link', { name: 'Members pay €24.00 — join free' });
    expect(join[0]).toHaveAttribute('href', '/en/register');
    expect(screen.queryByText('Member price')).toBeNull();
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('is the price a signed-in member sees, badged, with the public one struck through', async () => {
    fakeMemberApi();
    renderMemberSite(price(prices), { visitor: { memberName: 'Ada' } });
    // Its code loads once a member is known (every visitor's page leaves it out).
    expect(await screen.findByText('Member price')).toBeVisible();
    expect(shown(1)).toEqual(['from Price for non-members: €30.00 €24.00']);
    expect(document.querySelector('[data-show-currency="1"] s')).toHaveTextContent('€30.00');
    expect(document.querySelector('[data-show-currency="1"] strong')).toHaveTextContent('€24.00');
    expect(screen.queryByRole('link')).toBeNull();
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('speaks the page’s language and links to its register slug', () => {
    fakeMemberApi();
    renderMemberSite(price(prices, 'es-ES'), { language: 'es' });
    expect(screen.getAllByRole('link', { name: /^Los socios pagan 24,00\s€: hazte socio gratis$/ })[0]).toHaveAttribute('href', '/es/registro');
  });

  it('is not mentioned where a product has none, or the site has no members', () => {
    fakeMemberApi();
    const { member: _m1, ...eur } = prices[1];
    const { member: _m2, ...gbp } = prices[2];
    const { member: _m3, ...usd } = prices[3];
    const { unmount } = renderMemberSite(price({ 1: eur, 2: gbp, 3: usd }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(shown(1)).toEqual(['from €30.00']);
    unmount();

    renderMemberSite(price(prices), { members: false, visitor: { memberName: 'Ada' } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Member price')).toBeNull();
    expect(shown(1)).toEqual(['from €30.00']);
  });
});
