import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { CaptchaLoader } from '@/components/contact/captcha-loader';
import { setCaptchaExecute } from '@/components/contact/captcha-execute';
import { ContactFormView } from '@/components/contact/contact-form';
import { PageExtras } from '@/components/global/page-extras';
import { NewsletterBox } from '@/components/footer/newsletter-box';
import { NewsletterFormView } from '@/components/newsletter/newsletter-form';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/** Google's script, as the forms reach it through react-google-recaptcha-v3 (loaded by CaptchaLoader): absent until loaded, then a token per action. */
const recaptcha = vi.hoisted(() => ({ execute: undefined as ((action: string) => Promise<string>) | undefined }));
vi.mock('react-google-recaptcha-v3', () => ({
  useGoogleReCaptcha: () => ({ executeRecaptcha: recaptcha.execute }),
  GoogleReCaptchaProvider: ({ children }: { children: unknown }) => children,
}));
const sentry = vi.hoisted(() => ({ captureMessage: vi.fn() }));
vi.mock('@sentry/nextjs', () => sentry);

let reported: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fakeProvider.requests = [];
  recaptcha.execute = undefined;
  // What an earlier page's loader handed over.
  setCaptchaExecute(undefined);
  sentry.captureMessage.mockReset();
  reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The forms and the page's captcha loader, which loads the (mocked) library beside them. */
const withCaptcha = (form: ReactNode, language: string) => (
  <>
    {form}
    <CaptchaLoader language={language} />
  </>
);

const keyed = () => {
  vi.stubEnv('NEXT_PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
  recaptcha.execute = async (action) => `token-for-${action}`;
};

async function fillContact() {
  await userEvent.type(screen.getByLabelText(`${de.contact.fields.name} *`), 'Anna');
  await userEvent.type(screen.getByLabelText(`${de.contact.fields.email} *`), 'anna@example.com');
  await userEvent.type(screen.getByLabelText(`${de.contact.fields.city} *`), 'Berlin');
  await userEvent.selectOptions(screen.getByLabelText(`${de.contact.fields.queryType} *`), 'information');
  await userEvent.type(screen.getByLabelText(`${de.contact.fields.message} *`), 'Hallo');
}
const sendContact = () => userEvent.click(screen.getByRole('button', { name: de.contact.send }));

describe('the contact form’s captcha errors (spec §8)', () => {
  it.each([
    [
      'noKey',
      'ReCaptcha error: No key provided',
      () => {
        vi.stubEnv('NEXT_PUBLIC_RECAPTCHA_VERSION', '3');
      },
    ],
    [
      'noVersion',
      'ReCaptcha error: No version provided',
      () => {
        keyed();
        vi.stubEnv('NEXT_PUBLIC_RECAPTCHA_VERSION', '');
      },
    ],
    [
      'loadFailed',
      'ReCaptcha error: Failed to load script',
      () => {
        keyed();
        recaptcha.execute = undefined;
      },
    ],
    [
      'executeFailed',
      'ReCaptcha error: Failed to execute',
      () => {
        keyed();
        recaptcha.execute = () => Promise.reject(new Error('grecaptcha exploded'));
      },
    ],
  ] as const)('%s: reports “%s”, tells the visitor in their language and sends nothing', async (error, text, setUp) => {
    setUp();
    renderShop(withCaptcha(<ContactFormView language="de" />, 'de'), {}, 'de');
    await fillContact();
    await sendContact();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${de.contact.captcha[error]}. ${de.contact.captchaRetry}`);
    expect(reported).toHaveBeenCalledWith(text);
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('sends the report to Sentry when it is configured', async () => {
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://key@sentry.example/1');
    keyed();
    recaptcha.execute = undefined;
    renderShop(withCaptcha(<ContactFormView language="de" />, 'de'), {}, 'de');
    await fillContact();
    await sendContact();
    await expect.poll(() => sentry.captureMessage.mock.calls).toEqual([['ReCaptcha error: Failed to load script', 'error']]);
  });

  it('can be sent again once the script is there, with a token for its action', async () => {
    keyed();
    recaptcha.execute = undefined;
    fakeProvider.handler = () => Response.json({ reference: 'ENQ-7K2M9Q4D' }, { status: 201 });
    const view = renderShop(withCaptcha(<ContactFormView language="de" />, 'de'), {}, 'de');
    await fillContact();
    await sendContact();
    await screen.findByRole('alert');
    recaptcha.execute = async (action) => `token-for-${action}`;
    view.rerender(withCaptcha(<ContactFormView language="de" />, 'de'));
    await sendContact();
    expect(await screen.findByText(/ENQ-7K2M9Q4D/)).toBeVisible();
    expect(await fakeProvider.requests[0]!.json()).toMatchObject({ captchaToken: 'token-for-contact' });
  });

  it('is loaded on every page with the page’s extras: a form sent then carries its token', async () => {
    keyed();
    // What the chat bubble and "back to top" measure, which jsdom has not.
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    document.elementsFromPoint = (() => []) as typeof document.elementsFromPoint;
    fakeProvider.handler = () => Response.json({ reference: 'ENQ-7K2M9Q4D' }, { status: 201 });
    renderShop(
      <>
        <ContactFormView language="de" />
        <PageExtras language="de" />
      </>,
      {},
      'de',
    );
    await fillContact();
    await sendContact();
    expect(await screen.findByText(/ENQ-7K2M9Q4D/)).toBeVisible();
    expect(await fakeProvider.requests[0]!.json()).toMatchObject({ captchaToken: 'token-for-contact' });
    // Unmounted while the stub its clean-ups call is still there.
    cleanup();
    Reflect.deleteProperty(document, 'elementsFromPoint');
  });

  it('says the provider could not confirm a person when it refuses the token', async () => {
    keyed();
    fakeProvider.handler = () => Response.json({ error: 'UNPROCESSABLE', message: 'captchaToken: the captcha check failed; please try again', reason: 'CAPTCHA_FAILED' }, { status: 422 });
    renderShop(withCaptcha(<ContactFormView language="de" />, 'de'), {}, 'de');
    await fillContact();
    await sendContact();
    expect(await screen.findByRole('alert')).toHaveTextContent(de.contact.captchaRefused);
  });

  it('sends no token, and needs none, when reCAPTCHA is not configured', async () => {
    fakeProvider.handler = () => Response.json({ reference: 'ENQ-7K2M9Q4D' }, { status: 201 });
    renderShop(withCaptcha(<ContactFormView language="de" />, 'de'), {}, 'de');
    await fillContact();
    await sendContact();
    expect(await screen.findByText(/ENQ-7K2M9Q4D/)).toBeVisible();
    expect(await fakeProvider.requests[0]!.json()).not.toHaveProperty('captchaToken');
    expect(reported).not.toHaveBeenCalled();
  });
});

describe('the newsletter’s captcha', () => {
  it('the footer box reports a failed script, says so and subscribes no one; then subscribes with a newsletter token', async () => {
    keyed();
    recaptcha.execute = undefined;
    fakeProvider.handler = () => Response.json({ subscribed: true, email: 'ana@example.com' });
    const view = renderShop(withCaptcha(<NewsletterBox language="en" />, 'en'));
    await userEvent.type(screen.getByRole('textbox'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: en.footer.newsletter.submit }));
    expect(await screen.findByText(`${en.contact.captcha.loadFailed}. ${en.contact.captchaRetry}`)).toBeVisible();
    expect(reported).toHaveBeenCalledWith('ReCaptcha error: Failed to load script');
    expect(fakeProvider.requests).toHaveLength(0);

    recaptcha.execute = async (action) => `token-for-${action}`;
    view.rerender(withCaptcha(<NewsletterBox language="en" />, 'en'));
    await userEvent.click(screen.getByRole('button', { name: en.footer.newsletter.submit }));
    expect(await screen.findByText(en.footer.newsletter.success)).toBeVisible();
    expect(await fakeProvider.requests[0]!.json()).toMatchObject({ email: 'ana@example.com', captchaToken: 'token-for-newsletter' });
  });

  it('the landing page’s form reports a failed execution and says when the provider refuses the token', async () => {
    keyed();
    recaptcha.execute = async () => {
      throw new Error('grecaptcha exploded');
    };
    const view = renderShop(withCaptcha(<NewsletterFormView language="en" />, 'en'));
    await userEvent.type(screen.getByLabelText(`${en.newsletterPage.email} *`), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: en.newsletterPage.submit }));
    expect(await screen.findByText(`${en.contact.captcha.executeFailed}. ${en.contact.captchaRetry}`)).toBeVisible();
    expect(reported).toHaveBeenCalledWith('ReCaptcha error: Failed to execute');
    expect(fakeProvider.requests).toHaveLength(0);

    recaptcha.execute = async (action) => `token-for-${action}`;
    fakeProvider.handler = () => Response.json({ error: 'UNPROCESSABLE', message: 'captchaToken: the captcha check failed; please try again', reason: 'CAPTCHA_FAILED' }, { status: 422 });
    view.rerender(withCaptcha(<NewsletterFormView language="en" />, 'en'));
    await userEvent.click(screen.getByRole('button', { name: en.newsletterPage.submit }));
    expect(await screen.findByText(en.contact.captchaRefused)).toBeVisible();
    expect(await fakeProvider.requests[0]!.json()).toMatchObject({ captchaToken: 'token-for-newsletter' });
  });
});
