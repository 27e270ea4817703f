import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '@/lib/payment/qr-svg';

describe('the mobile voucher’s QR code', () => {
  it('is the qrcode package’s SVG of the payload (level M, one-module margin), as a labelled image', async () => {
    const payload = 'SSX7K2QH-1.c2lnbmF0dXJl';
    const svg = await qrSvg(payload, 'QR code of ticket SSX7K2QH-1');
    expect(svg).toMatch(/^<svg role="img" aria-label="QR code of ticket SSX7K2QH-1" focusable="false" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    const plain = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(svg.replace(' role="img" aria-label="QR code of ticket SSX7K2QH-1" focusable="false"', '')).toBe(plain);
    // Version 2 at level M is 25 modules, plus one module of margin on each side.
    expect(svg).toContain('viewBox="0 0 27 27"');
  });

  it('draws a different code for a different ticket', async () => {
    const [one, two] = await Promise.all([qrSvg('SSX7K2QH-1.a', 'one'), qrSvg('SSX7K2QH-2.b', 'two')]);
    expect(one.replace('aria-label="one"', '')).not.toBe(two.replace('aria-label="two"', ''));
  });

  it('escapes the label, so a name cannot break out of the attribute', async () => {
    const svg = await qrSvg('x', 'Ticket "A" <b> & co');
    expect(svg).toContain('aria-label="Ticket &quot;A&quot; &lt;b&gt; &amp; co"');
    expect(svg).not.toContain('<b>');
  });
});
