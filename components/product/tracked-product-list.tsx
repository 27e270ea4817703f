'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { MarketingRecord } from '@/lib/tracking/marketing-record';
import type { TrackedProduct } from '@/lib/tracking/ecommerce';
import { loadShopTracking } from '@/lib/tracking/load-tracking';

interface Props {
  /** `item_list_name` of the events. */
  listName: string;
  /** The products of the list, in the order of its entries. */
  products: TrackedProduct[];
  /** The city whose own list this is, for the marketing record. */
  category?: NonNullable<MarketingRecord['categoryData']>;
  className?: string;
  children: ReactNode;
}

/**
 * A list of product cards that reports being seen (view_item_list) and which card was followed
 * (select_item). The cards stay server-rendered; this only listens to clicks on their links.
 */
export function TrackedProductList({ listName, products, category, className, children }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  // What the click listener reads: the list as last rendered (kept in an effect, before the others run).
  const latest = useRef({ listName, products });
  useEffect(() => {
    latest.current = { listName, products };
  });
  const categoryId = category?.category_id;

  useEffect(() => {
    const { listName: name, products: shown } = latest.current;
    void loadShopTracking().then(({ trackViewItemList }) => trackViewItemList(name, shown, category));
    // Once per list shown: a re-render with equal products is not a second view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listName, categoryId]);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const followed = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a');
      const entry = link?.closest('li');
      if (!link || !entry || entry.parentElement !== list) return;
      const index = Array.prototype.indexOf.call(list.children, entry);
      const product = latest.current.products[index];
      const name = latest.current.listName;
      if (product) void loadShopTracking().then(({ trackSelectItem }) => trackSelectItem(name, product, index));
    };
    list.addEventListener('click', followed);
    return () => list.removeEventListener('click', followed);
  }, []);

  return (
    <ul ref={ref} className={className}>
      {children}
    </ul>
  );
}
