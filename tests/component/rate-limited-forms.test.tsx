import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cruise, fakeBasket, renderBasket, setUpBasket } from '../support/basket-fakes';
import { fakeProvider } from '../support/fake-provider';
import { renderShop } from '../support/render-shop';
import { ContactFormView } from '@/components/contact/contact-form';
import { NewsletterBox } from '@/components/footer/newsletter-box';
import { NewsletterFormView } from '@/components/newsletter/newsletter-form';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** The shop's forms after the provider's per-address limits: a 429 says so, with how long to wait when its Retry-After tells. */
setUpBasket();
beforeEach(() => {
  // The newsletter forms log their failures.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const tooMany = (retryAfter?: number) => () =>
  Response.json({ error: 'TOO_MANY_REQUESTS', message: 'Too many tries.' }, { status: 429, headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) } });

describe('the contact form', () => {
  async function send(messages: typeof en) {
    const label = (field: keyof typeof en.contact.fields) => screen.getByLabelText(`${messages.contact.fields[field]} *`);
    await userEvent.type(label('name'), 'Ana García');
    await userEvent.type(label('email'), 'ana@example.com');
    await userEvent.type(label('city'), 'Sevilla');
    await userEvent.selectOptions(label('queryType'), 'information');
    await userEvent.type(label('message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: messages.contact.send }));
  }

  it('says how long to wait after too many messages, keeping the message', async () => {
    fakeProvider.handler = tooMany(1500);
    renderShop(<ContactFormView language="en" />);
    await send(en);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages have been sent from your connection. Please try again in 25 minutes.');
    expect(screen.getByLabelText('Name *')).toHaveValue('Ana García');
  });

  it('in the visitor’s language, and without a Retry-After just later', async () => {
    fakeProvider.handler = tooMany();
    renderShop(<ContactFormView language="es" />, {}, 'es');
    await send(es);
    expect(await screen.findByRole('alert')).toHaveTextContent('Se han enviado demasiados mensajes desde tu conexión. Vuelve a intentarlo más tarde.');
  });
});

describe('the newsletter', () => {
  it('footer box: too many subscriptions, in minutes (one minute, not zero)', async () => {
    fakeProvider.handler = tooMany(20);
    renderShop(<NewsletterBox language="de" />, {}, 'de');
    await userEvent.type(screen.getByRole('textbox'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Zu viele Anmeldungen von Ihrer Verbindung. Bitte versuchen Sie es in 1 Minute erneut.')).toBeVisible();
  });

  it('landing page form: too many subscriptions', async () => {
    fakeProvider.handler = tooMany(3600);
    renderShop(<NewsletterFormView language="fr" />, {}, 'fr');
    await userEvent.type(screen.getByLabelText(/\*$/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText("Trop d'inscriptions depuis votre connexion. Veuillez réessayer dans 60 minutes.")).toBeVisible();
  });
});

describe('the discount code', () => {
  it('says too many codes were tried, and for how long, instead of "not valid"', async () => {
    fakeBasket([cruise()]);
    const basket = fakeProvider.handler;
    fakeProvider.handler = (request) => (new URL(request.url).pathname.endsWith('/coupon/apply') ? tooMany(600)() : basket(request));
    renderBasket({ language: 'it' });
    const field = await screen.findByRole('textbox', { name: 'Codice sconto' });
    await userEvent.type(field, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await within(field.closest('form')!).findByRole('alert')).toHaveTextContent('Hai provato troppi codici. Riprova tra 10 minuti.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
