import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { siteOfId } from '../../../sites';
import { requireCaptcha } from '../../services/captcha';
import { sendEnquiry } from '../../services/forms';
import { limitsOf, takeForAddress } from '../../services/limits';
import { siteOrigin } from '../../services/newsletter/links';
import { confirmSubscription, subscribe, unsubscribe } from '../../services/newsletter/subscriptions';
import { errorResponses } from '../contract/errors';
import {
  EnquiryBodySchema,
  EnquiryResponseSchema,
  FormHeadersSchema,
  IdempotencyHeaderSchema,
  NewsletterLinkBodySchema,
  NewsletterStatusSchema,
  SubscribeBodySchema,
  SubscribeResponseSchema,
} from '../contract/forms';
import { API_HEADERS } from '../contract/headers';
import type { ProviderDeps } from '../deps';
import { retryAfter } from './retry-after';
import { handlerContext, jsonBody } from './shared';

const subscribeRoute = createRoute({
  method: 'post',
  path: '/subscriber/subscribe',
  tags: ['Generic'],
  summary: 'Subscribe an e-mail address to the newsletter (double opt-in)',
  description:
    'A new address is recorded as pending and sent a confirmation link (again at most every 10 minutes while pending); the answer is the same whether or not the address was known. With reCAPTCHA configured, `captchaToken` (action `newsletter`) is required. Twenty subscriptions per client address in an hour, then 429 with `Retry-After`.',
  request: { body: jsonBody(SubscribeBodySchema), headers: FormHeadersSchema },
  responses: {
    200: { description: 'Recorded; a confirmation link is on its way unless the address is already confirmed.', content: { 'application/json': { schema: SubscribeResponseSchema } } },
    ...errorResponses(400, 422, 429, 500),
  },
});

const linkRoute = (path: string, summary: string, done: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Generic'],
    summary,
    request: { body: jsonBody(NewsletterLinkBodySchema), headers: FormHeadersSchema },
    responses: {
      200: { description: done, content: { 'application/json': { schema: NewsletterStatusSchema } } },
      ...errorResponses(400, 422, 500),
    },
  });

const confirmRoute = linkRoute('/subscriber/confirm', 'Confirm a subscription with the token of its confirmation link', 'Confirmed. A used or unknown token is a 422 LINK_INVALID.');
const unsubscribeRoute = linkRoute('/subscriber/unsubscribe', 'Unsubscribe with the token of the link in every newsletter mail', 'Unsubscribed (again, if it already was).');

const enquiryRoute = createRoute({
  method: 'post',
  path: '/contact/sendEnquiry',
  tags: ['Generic'],
  summary: 'Send a message through the contact form',
  description:
    'Stored, then mailed to the site’s contact address with Reply-To the visitor. With reCAPTCHA configured, `captchaToken` (action `contact`) is required. Twenty messages per client address in an hour, then 429 with `Retry-After`.',
  request: { body: jsonBody(EnquiryBodySchema), headers: FormHeadersSchema.merge(IdempotencyHeaderSchema) },
  responses: {
    201: { description: 'Recorded; the reference identifies it.', content: { 'application/json': { schema: EnquiryResponseSchema } } },
    200: { description: 'Already recorded under this idempotency key.', content: { 'application/json': { schema: EnquiryResponseSchema } } },
    ...errorResponses(400, 422, 429, 500),
  },
});

export function registerFormRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  // Per address, counted before the captcha is checked: a flood never reaches Google's siteverify.
  const limits = limitsOf(deps);
  app.use(subscribeRoute.path, retryAfter);
  app.use(enquiryRoute.path, retryAfter);

  app.openapi(subscribeRoute, async (c) => {
    await takeForAddress(limits.newsletter, c.req.header('x-forwarded-for'));
    const headers = c.req.valid('header');
    const { captchaToken, ...subscription } = c.req.valid('json');
    const { db, context, now } = await handlerContext(deps, headers);
    const site = siteOfId(headers[API_HEADERS.site]).id;
    await requireCaptcha(deps.captcha, captchaToken, 'newsletter', site, now);
    const origin = siteOrigin(deps, site, c.req.url, c.req.raw.headers);
    return c.json(await subscribe({ deps, db, now, site, language: context.language, origin }, subscription), 200);
  });
  app.openapi(confirmRoute, async (c) => {
    const { db, now } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await confirmSubscription(db, now, c.req.valid('json').token), 200);
  });
  app.openapi(unsubscribeRoute, async (c) => {
    const { db, now } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await unsubscribe(db, now, c.req.valid('json').token), 200);
  });
  app.openapi(enquiryRoute, async (c) => {
    await takeForAddress(limits.contact, c.req.header('x-forwarded-for'));
    const headers = c.req.valid('header');
    const { captchaToken, ...enquiry } = c.req.valid('json');
    const { db, context, now } = await handlerContext(deps, headers);
    const site = siteOfId(headers[API_HEADERS.site]).id;
    await requireCaptcha(deps.captcha, captchaToken, 'contact', site, now);
    const { reference, created } = await sendEnquiry(db, context, enquiry, headers['idempotency-key'], { deps, site, now });
    return created ? c.json({ reference }, 201) : c.json({ reference }, 200);
  });
}
