import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '@/components/ui/picture';

/** The server-rendered picture: next/image's markup without its client component. */
describe('Picture', () => {
  it('has next/image’s size and lazy loading', () => {
    render(<Picture src="/api/v2/media/product/4101.svg" alt="A bus" width={1200} height={800} sizes="22rem" />);
    const picture = screen.getByRole('img', { name: 'A bus' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '1200');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('asks for the page’s main picture first: eagerly, with high priority, preloaded from the head', () => {
    render(<Picture src="/api/v2/media/location/41.svg" alt="" fill sizes="100vw" preload />);
    const picture = document.querySelector('img')!;
    expect(picture).not.toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('href', '/api/v2/media/location/41.svg');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });
});
