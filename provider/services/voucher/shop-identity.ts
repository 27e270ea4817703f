import { siteOfId } from '../../../sites';
import type { ApiLanguage } from '../../api/contract/languages';
import { siteName } from './texts';

/** Who a voucher and its email come from: the site that sold the order, under its own name. */
export interface ShopIdentity {
  brand: string;
  /** Where the email's links point: SHOP_URL when the operator set one, else the site's public address. */
  url: string;
  from: { name: string; address: string };
  replyTo: string;
}

/** The identity of a site (the `x-site` id; unknown ids are the default site) in the booking language. */
export function shopIdentity(siteId: string | undefined, language: ApiLanguage, shopUrl?: string): ShopIdentity {
  const site = siteOfId(siteId);
  const brand = siteName(site.id, language);
  return { brand, url: shopUrl ?? site.origin, from: { name: brand, address: site.sender }, replyTo: site.contact.email };
}
