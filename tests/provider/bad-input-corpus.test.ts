import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRoute } from '@/lib/api/api-route';
import { createProviderApp } from '@/provider/api/app';
import { ErrorSchema } from '@/provider/api/contract/errors';
import { createTestDatabase, providerOn, type TestDatabase } from './test-database';

/**
 * Odd input at every route the OpenAPI document lists, through the shop's `/api/v2` (guest
 * cookie and all): nothing may answer 5xx, and a refusal is the contract's `{ error, message }`
 * without the input in it. New routes are covered as soon as they are documented.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const longText = 'x'.repeat(5000);
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Path segments and query values as they would be typed into a URL (not encoded again). */
const ODD_URL_VALUES = ['%', '%C0%AF', '%ED%A0%80', '%00', '%zz', '%F0%9F%9A%8C', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '2147483648', '-1', '1e99', '1.5', 'NaN', longText];
/** JSON values put in place of each property of a body. */
const ODD_JSON_VALUES: unknown[] = [null, true, [], {}, '', 'a\u0000b', '\u0000', '\ud800', longText, '<script>alert(1)</script>', '🚌', 2147483648, -1, 1e99, 1.5, JSON.parse(deep(500))];
/** Whole bodies, as sent. */
const ODD_BODIES = ['', 'not json', '{', 'null', '[]', '"text"', '123', deep(20_000), '{"__proto__":{"polluted":true}}', '{"a":"\\u0000"}'];
const ODD_HEADERS: Record<string, string>[] = [
  { 'x-language': '<script>' },
  { 'x-language': longText },
  { 'x-currency': 'abc' },
  { 'x-currency': '2147483648' },
  { 'x-currency': '-1' },
  { authorization: 'garbage' },
  { authorization: 'Bearer %zz' },
  { authorization: `Bearer ${longText}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { cookie: 'guest_session=%zz' },
  { cookie: 'guest_session=%F0%9F%9A%8C; old_token=%' },
  { 'idempotency-key': 'short' },
  { 'idempotency-key': longText },
  { 'idempotency-key': 'abc\u0001defghijkl' },
  { cookie: `member.session_token=${longText}` },
  { cookie: 'member.session_token=%zz; member.dont_remember=%' },
  { 'x-booking-token': longText },
  { 'x-booking-token': 'b1.SSX7K2QH9A.99999999999999999999.%zz' },
  { 'x-booking-token': 'b1.SSX7K2QH9A.99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  { 'x-utm-term': longText },
];
/** What the input may not be echoed as. */
const ECHOES = ['<script', 'x'.repeat(50), '\u0000', '🚌', '%C0%AF', '%zz'];

const document = await documentOf();
const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })),
);

let database: TestDatabase;
let send: (request: Request) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase();
  const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const { app } = providerOn(database.handle, undefined, { payment: { sandboxTimeoutMs: 0, outboxDir, defer: () => {} } });
  send = createApiRoute({ embedded: (request) => app.fetch(request), timeoutMs: 10_000 });
});
afterAll(() => database.dispose());

async function documentOf(): Promise<OpenApiDocument> {
  const app = createProviderApp({ database: () => Promise.reject(new Error('unused')), engine: 'pglite' });
  return (await (await app.fetch(new Request('http://shop/api/v2/openapi.json'))).json()) as OpenApiDocument;
}

const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema;

/** Strings the document does not describe closely enough to make up, by property name. */
const NAMED_STRINGS: [RegExp, string][] = [
  [/email/i, 'ana@example.com'],
  [/phone/i, '612345678'],
];

/** A plausible value of a schema, so that one odd value at a time reaches past the others. */
function sample(raw: JsonSchema, key = ''): unknown {
  const schema = resolve(raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) return sample(schema.anyOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'array') return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items ?? {}));
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, value]) => [name, sample(value, name)]));
  const strings: Record<string, string> = { email: 'ana@example.com', uuid: '00000000-0000-4000-8000-000000000000', uri: 'https://shop.example/en/home', date: '2027-05-14' };
  return strings[schema.format ?? ''] ?? NAMED_STRINGS.find(([pattern]) => pattern.test(key))?.[1] ?? 'Ana';
}

const parametersOf = (operation: Operation, where: Parameter['in']) => (operation.parameters ?? []).filter((p) => p.in === where);

/** The operation's URL with its parameters sampled, some replaced by odd (already URL-encoded) text. */
function urlOf(path: string, operation: Operation, odd: Record<string, string> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => odd[name] ?? encodeURIComponent(String(sample(parametersOf(operation, 'path').find((p) => p.name === name)?.schema ?? {}))));
  const query = parametersOf(operation, 'query')
    .map((p) => [p.name, odd[p.name] ?? (p.required || p.schema?.example !== undefined ? encodeURIComponent(String(sample(p.schema ?? {}))) : undefined)])
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`);
  return `http://shop${filled}${query.length ? `?${query.join('&')}` : ''}`;
}

function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  const content = operation.requestBody?.content['application/json'];
  return content ? resolve(content.schema) : undefined;
}

async function expectNoServerError(request: Request, what: string) {
  const response = await send(request);
  const text = await response.text();
  expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) {
    const body = ErrorSchema.safeParse(JSON.parse(text || 'null'));
    expect(body.success, `${what} answers the error shape: ${text.slice(0, 200)}`).toBe(true);
    for (const echo of ECHOES) expect(body.data?.message.includes(echo), `${what} echoes ${JSON.stringify(echo)}`).toBe(false);
  }
}

const json = { 'content-type': 'application/json' };

describe.each(operations)('$name', ({ method, path, operation }) => {
  const bodySchema = bodySchemaOf(operation);
  const body = bodySchema ? JSON.stringify(sample(bodySchema)) : undefined;
  const request = (url: string, init: { headers?: Record<string, string>; body?: string } = {}) =>
    new Request(url, { method, headers: { ...(bodySchema ? json : {}), ...init.headers }, body: init.body ?? body });

  if (parametersOf(operation, 'path').length) it('takes odd path parameters', async () => {
    for (const parameter of parametersOf(operation, 'path')) {
      for (const value of ODD_URL_VALUES) await expectNoServerError(request(urlOf(path, operation, { [parameter.name]: value })), `${parameter.name}=${value.slice(0, 40)}`);
    }
  });

  if (parametersOf(operation, 'query').length) it('takes odd query values', async () => {
    for (const parameter of parametersOf(operation, 'query')) {
      for (const value of ODD_URL_VALUES) await expectNoServerError(request(urlOf(path, operation, { [parameter.name]: value })), `${parameter.name}=${value.slice(0, 40)}`);
    }
  });

  it('takes odd headers', async () => {
    for (const headers of ODD_HEADERS) await expectNoServerError(request(urlOf(path, operation), { headers }), JSON.stringify(headers).slice(0, 60));
  });

  if (bodySchema) it('takes odd bodies and odd values in each property', async () => {
    for (const odd of ODD_BODIES) await expectNoServerError(request(urlOf(path, operation), { body: odd }), `body ${odd.slice(0, 40)}`);
    await expectNoServerError(request(urlOf(path, operation), { headers: { 'content-type': 'text/plain' } }), 'a body that is not JSON');
    const valid = sample(bodySchema) as Record<string, unknown>;
    for (const key of Object.keys(bodySchema?.properties ?? {})) {
      for (const value of ODD_JSON_VALUES) {
        await expectNoServerError(request(urlOf(path, operation), { body: JSON.stringify({ ...valid, [key]: value }) }), `${key}: ${JSON.stringify(value).slice(0, 40)}`);
      }
    }
  });
});

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'];

it.each(Object.keys(document.paths))('%s answers the methods it lacks with 405 and Allow', async (path) => {
  const byMethod = document.paths[path]!;
  const documented = Object.keys(byMethod).map((method) => method.toUpperCase());
  const url = urlOf(path, Object.values(byMethod)[0]!);
  for (const method of METHODS.filter((m) => !documented.includes(m))) {
    const response = await send(new Request(url, { method }));
    expect(response.status, `${method} ${path}`).toBe(405);
    expect(response.headers.get('allow')?.split(', ')).toEqual(expect.arrayContaining(documented));
    expect(ErrorSchema.parse(await response.json()).error).toBe('METHOD_NOT_ALLOWED');
  }
});
