import axios, { type AxiosAdapter } from 'axios';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { apiGet, checkFrom } from '@/lib/api/request';

/** A client whose every call answers `data` with a 200. */
const answering = (data: unknown) => {
  const adapter: AxiosAdapter = async (config) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
  return axios.create({ adapter });
};
const context = { language: 'en' as const };
const Pair = z.object({ a: z.number(), b: z.string() });

describe('an answer’s check loaded with the call (zod out of the first load)', () => {
  it('checks the answer with the module’s check, loaded once the call is made', async () => {
    const load = vi.fn(async () => ({ Pair }));
    const check = checkFrom(load, 'Pair');
    expect(load).not.toHaveBeenCalled();
    expect(await apiGet(answering({ a: 1, b: 'x' }), check, 'pair', { context })).toEqual({ ok: true, data: { a: 1, b: 'x' } });
    expect(await apiGet(answering({ a: 'one' }), check, 'pair', { context })).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a failure, not a throw, when the check cannot load (offline)', async () => {
    const check = checkFrom(() => Promise.reject(new Error('Failed to load chunk')), 'Pair' as never);
    const result = await apiGet(answering({ a: 1, b: 'x' }), check, 'pair', { context });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', message: expect.stringContaining('Failed to load chunk') } });
  });
});

describe('a form’s rules loaded on its first check', () => {
  type Values = { email: string };
  const Email = z.object({ email: z.string().check(z.minLength(1, 'required'), z.email('email')) });
  const run = (resolver: Resolver<Values>, email: string) =>
    resolver({ email }, undefined, { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]);

  it('does not load them before the form checks, and checks like zod’s resolver after', async () => {
    const load = vi.fn(async () => Email);
    const resolver = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    expect((await run(resolver, 'not an email')).errors).toMatchObject({ email: { message: 'email' } });
    expect((await run(resolver, '')).errors).toMatchObject({ email: { message: 'required' } });
    expect(await run(resolver, 'ana@example.com')).toEqual({ values: { email: 'ana@example.com' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next check after it failed', async () => {
    const load = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Email);
    const resolver = lazyZodResolver<Values>(load);
    await expect(run(resolver, 'x')).rejects.toThrow('offline');
    expect((await run(resolver, 'x')).errors).toMatchObject({ email: { message: 'email' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
