import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every not-found.tsx under the language segment, by its folder. */
function notFoundFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return notFoundFolders(path);
    return entry.name === 'not-found.tsx' ? [dirname(path)] : [];
  });
}

describe('not-found pages in the page language', () => {
  // Next renders a segment's not-found boundary with every request, inside that segment's own
  // layout only; next-intl keeps the first language it is asked for. A boundary whose folder has
  // no layout setting the language would make the whole page, shell included, English.
  it.each(notFoundFolders('app/[site]/[lang]'))('%s sets the language in its own layout first', (folder) => {
    const layout = readFileSync(join(folder, 'layout.tsx'), 'utf8');
    expect(layout).toMatch(/await pageContext\(/);
  });
});
