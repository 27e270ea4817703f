import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import RouteError from '@/app/[site]/[lang]/error';
import { DATA_LOAD_FAILED } from '@/lib/site/data-load-failed';
import de from '@/messages/de.json';

function renderIn(locale: string, messages: typeof de, retry = vi.fn(), error: Error & { digest?: string } = new Error('SELECT * FROM secrets failed at db.ts:12')) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <NextIntlClientProvider locale={locale} messages={{ errorPage: messages.errorPage }}>
      <RouteError error={error} retry={retry} />
    </NextIntlClientProvider>,
  );
  return retry;
}

describe('the route error page', () => {
  it('shows the status and a localised message, never the error itself', async () => {
    renderIn('de', de);
    expect(await screen.findByText('Fehler 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/secrets|db\.ts/);
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/home');
  });

  it('on a data-load failure says why with the status the page answered (500), then goes to /oops/400', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderIn('de', de, vi.fn(), Object.assign(new Error('Top locations failed'), { digest: DATA_LOAD_FAILED }));
    expect(await screen.findByText('Fehler 500')).toBeInTheDocument();
    expect(screen.queryByText('Fehler 400')).not.toBeInTheDocument();
    expect(screen.getByText(de.errorPage.loadFailed)).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/de/oops/400');
    vi.unstubAllGlobals();
  });

  it('retries the segment when the visitor asks', async () => {
    const retry = renderIn('de', de);
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
