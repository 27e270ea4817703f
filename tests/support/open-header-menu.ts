import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens a header menu by its button's name and waits for its panel, whose code loads on first use.
 * It waits for the menu's button too, for a header drawn a moment before.
 */
export async function openHeaderMenu(name: RegExp | string) {
  const button = await screen.findByRole('button', { name });
  await userEvent.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  await waitFor(() => expect(panel.querySelector('a[href], button')).not.toBeNull());
  return panel;
}
