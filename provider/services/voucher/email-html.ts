/** What every email the shop writes has in common in its HTML part: escaping, links, the page around the text. */

export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Only web addresses become links; anything else (javascript:, typos) stays visible text. */
export function linkHtml(label: string, url: string, line: (label: string, value: string) => string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${esc(url)}" style="color:#0b5cad">${esc(label)}</a>` : esc(line(label, url));
}

/** Style of a cell in a details table (label or value). */
export const CELL = 'padding:2px 12px 2px 0;vertical-align:top';

/** The document around an email's body: its language, title, page colours and the brand's heading. */
export function emailPage(input: { locale: string; subject: string; brand: string; body: string }): string {
  return `<!doctype html>
<html lang="${esc(input.locale)}">
<head><meta charset="utf-8"><title>${esc(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f6;font-family:Helvetica,Arial,sans-serif;color:#1a1a1f;line-height:1.45">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${esc(input.brand)}</h1>
${input.body}
</div>
</body>
</html>
`;
}
