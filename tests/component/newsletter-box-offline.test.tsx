import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../support/render-shop';
import { NewsletterBox } from '@/components/footer/newsletter-box';

// The sending code loads with the first sign-up: here the connection drops before it arrives.
vi.mock('@/components/footer/newsletter-send', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the footer’s newsletter box, offline', () => {
  it('says the sign-up failed and can be sent again when its sending code cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShop(<NewsletterBox language="en" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('An error has occurred.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue('anna@example.com');
    expect(logged).toHaveBeenCalledWith('Newsletter subscription failed:', expect.anything());
    logged.mockRestore();
  });
});
