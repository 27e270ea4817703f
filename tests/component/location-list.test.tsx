import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationList } from '@/components/location/location-list';

describe('LocationList', () => {
  it('lists each destination as a link to its localised page', () => {
    render(
      <LocationList
        locations={[
          { id: 41, name: 'Parigi', href: '/it/41/parigi' },
          { id: 95, name: 'Londra', href: '/it/95/londra' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Parigi' })).toHaveAttribute('href', '/it/41/parigi');
    expect(screen.getByRole('link', { name: 'Londra' })).toHaveAttribute('href', '/it/95/londra');
  });
});
