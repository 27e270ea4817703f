import { OpenAPIHono } from '@hono/zod-openapi';
import { API_HEADERS } from './contract/headers';
import { registerAgentCreditHeader } from './agent-credit-header';
import { limitBodies } from './body-limit';
import { corsForShopSites } from './cors';
import type { ProviderDeps } from './deps';
import { describeZodError, errorBody, handleError } from './errors';
import { routeMissing } from './method-not-allowed';
import { refuseNul } from './refuse-nul';
import { logRequests } from './request-log';
import { registerAgentRoutes } from './routes/agents';
import { registerBookingRoutes } from './routes/booking';
import { registerCartRoutes } from './routes/cart';
import { registerHealthRoutes } from './routes/health';
import { registerContentRoutes } from './routes/content';
import { registerFormRoutes } from './routes/forms';
import { registerGenericRoutes } from './routes/generic';
import { registerLocationRoutes } from './routes/locations';
import { registerMediaRoutes } from './routes/media';
import { registerMemberRoutes } from './routes/members';
import { registerMemberAreaRoutes } from './routes/member-area';
import { registerAgentAreaRoutes } from './routes/agent-area';
import { registerAgentApiKeyRoutes } from './routes/agent-api-keys';
import { registerOptionRoutes } from './routes/options';
import { registerPartnerRoutes } from './routes/partners';
import { registerPaymentRoutes } from './routes/payment';
import { registerProductRoutes } from './routes/products';
import { registerTicketRoutes } from './routes/tickets';
import { registerJobRoutes } from './routes/jobs';

export const API_BASE_PATH = '/api/v2';
/** The provider API version the spec names (§7). */
export const API_VERSION = '3.26.28';

/**
 * The provider's HTTP API: every input parsed with zod, every error the contract's
 * JSON, every route in the OpenAPI document at /api/v2/openapi.json.
 */
export function createProviderApp(deps: ProviderDeps) {
  const app = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody('BAD_REQUEST', describeZodError(result.error)), 400);
    },
  }).basePath(API_BASE_PATH);
  app.use('*', logRequests);
  // The shop's sites may call it from their pages (ADR 0020); a preflight needs no route.
  app.use('*', corsForShopSites());
  // Before any route parses its input.
  app.use('*', limitBodies, refuseNul);
  registerAgentCreditHeader(app, deps);

  registerHealthRoutes(app, deps);
  registerLocationRoutes(app, deps);
  registerProductRoutes(app, deps);
  registerOptionRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerFormRoutes(app, deps);
  registerGenericRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerMediaRoutes(app, deps);
  registerTicketRoutes(app, deps);
  registerJobRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerMemberAreaRoutes(app, deps);
  registerPartnerRoutes(app, deps);
  registerAgentAreaRoutes(app, deps);
  registerAgentApiKeyRoutes(app, deps);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Sightseeing provider API',
      version: API_VERSION,
      description:
        `The catalogue, availability, basket and payment API behind the shop. Every request may carry the ` +
        `\`${API_HEADERS.language}\` and \`${API_HEADERS.currency}\` headers; errors are JSON \`{ error, message }\`.`,
    },
  });

  app.notFound(routeMissing(() => app.routes));
  app.onError(handleError);
  return app;
}

export type ProviderApp = ReturnType<typeof createProviderApp>;
