import type { Cart } from '@/provider/api/contract/cart';

/*
 * What the basket asks of the lead traveller. Apart from the form's schema: the basket page
 * reads these before the form (and its zod) loads.
 */

/** Whether the lead traveller's passport or ID number is needed: some item's venue checks IDs. */
export const needsIdentityDocument = (cart: Pick<Cart, 'items'>) => cart.items.some((item) => item.identityDocumentRequired);

/** Whether the basket has every traveller detail its items need before payment. */
export const hasTravellerDetails = (cart: Pick<Cart, 'items' | 'traveller'>) =>
  cart.traveller !== null && (cart.traveller.document !== '' || !needsIdentityDocument(cart));
