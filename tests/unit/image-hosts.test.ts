import { describe, expect, it } from 'vitest';
import { imageHostPatterns, ImageHostsError } from '@/lib/media/image-hosts';

describe('IMAGE_HOSTS', () => {
  it('allows no remote host when unset or blank', () => {
    expect(imageHostPatterns(undefined)).toEqual([]);
    expect(imageHostPatterns(' , ')).toEqual([]);
  });

  it('turns each https origin into a next/image remote pattern', () => {
    expect(imageHostPatterns('https://images.example.com, https://cdn.example.org:8443/')).toEqual([
      { protocol: 'https', hostname: 'images.example.com', port: '', pathname: '/**' },
      { protocol: 'https', hostname: 'cdn.example.org', port: '8443', pathname: '/**' },
    ]);
  });

  it.each([
    ['images.example.com', 'is not an address'],
    ['http://images.example.com', 'must use https'],
    ['https://images.example.com/photos', 'must be an origin only'],
    ['https://user:secret@images.example.com', 'must be an origin only'],
  ])('rejects %s with a clear message', (value, message) => {
    expect(() => imageHostPatterns(`https://ok.example.com,${value}`)).toThrow(ImageHostsError);
    expect(() => imageHostPatterns(value)).toThrow(message);
  });
});
