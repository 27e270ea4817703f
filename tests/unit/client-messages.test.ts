import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { clientMessages, pickMessagePaths } from '@/lib/i18n/client-messages';

describe('the catalogue every page sends the browser', () => {
  it('takes a namespace whole, or only the entries named of it', () => {
    const catalogue = { header: { a: 'A' }, footer: { newsletter: { label: 'L' }, copyright: 'C' }, contact: { x: 'X', y: 'Y', z: 'Z' } };
    expect(pickMessagePaths(catalogue, ['header', 'footer.newsletter', 'contact.x', 'contact.z', 'missing', 'header.nothing'])).toEqual({
      header: { a: 'A' },
      footer: { newsletter: { label: 'L' } },
      contact: { x: 'X', z: 'Z' },
    });
  });

  it('has the newsletter box’s and the captcha’s words, not the footer’s, the contact form’s or the countdown’s', () => {
    const sent = clientMessages(en) as unknown as typeof en;
    expect(sent.footer).toEqual({ newsletter: en.footer.newsletter });
    expect(sent.contact).toEqual({ captcha: en.contact.captcha, captchaRetry: en.contact.captchaRetry, captchaRefused: en.contact.captchaRefused });
    expect(sent).not.toHaveProperty('promotions');
    expect(sent.header).toEqual(en.header);
  });
});
