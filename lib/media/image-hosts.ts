/**
 * The image hosts an operator allows next/image to load from: `IMAGE_HOSTS` is a
 * comma-separated list of https origins (`https://images.example.com`). The generated
 * artwork is served by the shop itself and needs no entry.
 */
export interface ImageHostPattern {
  protocol: 'https';
  hostname: string;
  port: string;
  pathname: '/**';
}

export class ImageHostsError extends Error {
  override name = 'ImageHostsError';
}

export function imageHostPatterns(value: string | undefined): ImageHostPattern[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ImageHostsError(`IMAGE_HOSTS: "${entry}" is not an address; list https origins separated by commas, e.g. https://images.example.com`);
    }
    if (url.protocol !== 'https:') throw new ImageHostsError(`IMAGE_HOSTS: "${entry}" must use https`);
    // An origin only: a path, query or credentials would be silently ignored by the pattern.
    if (url.origin !== entry.replace(/\/$/, '') || url.username || url.password) {
      throw new ImageHostsError(`IMAGE_HOSTS: "${entry}" must be an origin only (scheme, host and optional port), e.g. https://images.example.com`);
    }
    return { protocol: 'https', hostname: url.hostname, port: url.port, pathname: '/**' };
  });
}
