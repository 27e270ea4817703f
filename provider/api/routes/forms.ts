import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { verifyCaptcha } from '../../services/captcha';
import { sendEnquiry, subscribe } from '../../services/forms';
import { ProviderError } from '../errors';
import { errorResponses } from '../contract/errors';
import { EnquiryBodySchema, EnquiryResponseSchema, IdempotencyHeaderSchema, SubscribeBodySchema, SubscribeResponseSchema } from '../contract/forms';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { handlerContext, jsonBody } from './shared';

const subscribeRoute = createRoute({
  method: 'post',
  path: '/subscriber/subscribe',
  tags: ['Generic'],
  summary: 'Subscribe an e-mail address to the newsletter',
  request: { body: jsonBody(SubscribeBodySchema), headers: RequestHeadersSchema },
  responses: {
    200: { description: 'Subscribed (again, if it already was).', content: { 'application/json': { schema: SubscribeResponseSchema } } },
    ...errorResponses(400, 500),
  },
});

const enquiryRoute = createRoute({
  method: 'post',
  path: '/contact/sendEnquiry',
  tags: ['Generic'],
  summary: 'Send a message through the contact form',
  request: { body: jsonBody(EnquiryBodySchema), headers: RequestHeadersSchema.merge(IdempotencyHeaderSchema) },
  responses: {
    201: { description: 'Recorded; the reference identifies it.', content: { 'application/json': { schema: EnquiryResponseSchema } } },
    200: { description: 'Already recorded under this idempotency key.', content: { 'application/json': { schema: EnquiryResponseSchema } } },
    ...errorResponses(400, 422, 500),
  },
});

export function registerFormRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  app.openapi(subscribeRoute, async (c) => {
    const { db, context } = await handlerContext(deps, c.req.valid('header'));
    return c.json(await subscribe(db, context, c.req.valid('json')), 200);
  });
  app.openapi(enquiryRoute, async (c) => {
    const headers = c.req.valid('header');
    const { captchaToken, ...enquiry } = c.req.valid('json');
    if (deps.captcha) {
      if (!captchaToken) throw new ProviderError('BAD_REQUEST', 'captchaToken: is required');
      const person = await verifyCaptcha(captchaToken, 'contact', deps.captcha.secret, deps.captcha.fetch);
      if (!person) throw new ProviderError('UNPROCESSABLE', 'captchaToken: the captcha check failed; please try again');
    }
    const { db, context } = await handlerContext(deps, headers);
    const { reference, created } = await sendEnquiry(db, context, enquiry, headers['idempotency-key']);
    return created ? c.json({ reference }, 201) : c.json({ reference }, 200);
  });
}
