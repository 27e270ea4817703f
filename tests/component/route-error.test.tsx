import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import RouteError from '@/app/[site]/[lang]/error';
import de from '@/messages/de.json';

function renderIn(locale: string, messages: typeof de, retry = vi.fn()) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <NextIntlClientProvider locale={locale} messages={{ errorPage: messages.errorPage }}>
      <RouteError error={new Error('SELECT * FROM secrets failed at db.ts:12')} retry={retry} />
    </NextIntlClientProvider>,
  );
  return retry;
}

describe('the route error page', () => {
  it('shows the status and a localised message, never the error itself', () => {
    renderIn('de', de);
    expect(screen.getByText('Fehler 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/secrets|db\.ts/);
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/home');
  });

  it('retries the segment when the visitor asks', async () => {
    const retry = renderIn('de', de);
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
