import { describe, expect, it } from 'vitest';
import { requestIdOf, saneRequestId } from '@/lib/log/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it('keeps a load balancer’s id that is a plain token of up to 64 characters', () => {
    for (const id of ['abc', 'LB-42_x.9', '0f8fad5b-d9cb-469f-a165-70867728950e', 'a'.repeat(64)]) {
      expect(saneRequestId(id)).toBe(id);
      expect(requestIdOf(id)).toBe(id);
    }
  });

  it('makes a new one for a missing, long or odd id, which never reaches a log line', () => {
    for (const odd of [null, undefined, '', 'a'.repeat(65), 'two words', 'line\nbreak', 'id\n', '<script>', 'ü', 'a/b', 'x;y', '%41']) {
      expect(saneRequestId(odd)).toBeUndefined();
      expect(requestIdOf(odd)).toMatch(UUID);
    }
  });

  it('makes a different one each time', () => {
    expect(requestIdOf(null)).not.toBe(requestIdOf(null));
  });
});
