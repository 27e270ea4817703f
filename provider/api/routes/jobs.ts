import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { JOB_STATES } from '../../db/schema';
import { jobOfKey, listJobs, retryJob } from '../../services/jobs/queue';
import { errorResponses } from '../contract/errors';
import { BOOKING_HEADERS } from '../contract/headers';
import type { ProviderDeps } from '../deps';
import { ProviderError } from '../errors';
import { jobWorker } from './job-runtime';
import { operatorKeyGate } from './operator-key';
import { retryAfter } from './retry-after';

const tags = ['Operations'];
const headers = z.object({
  [BOOKING_HEADERS.operatorKey]: z.string().max(500).optional().openapi({ param: { name: BOOKING_HEADERS.operatorKey, in: 'header' }, description: 'OPERATOR_KEY.' }),
});

const JobSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    key: z.string(),
    state: z.enum(JOB_STATES),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    runAt: z.string(),
    lockedBy: z.string().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Job');

const routes = {
  list: createRoute({
    method: 'get',
    path: '/operator/jobs',
    tags,
    summary: 'The background job queue (emails, gateway notifications): newest first, by state',
    request: {
      headers,
      query: z.object({
        state: z.enum(JOB_STATES).optional().openapi({ description: '`failed`: the jobs that used up their attempts and wait for an operator.' }),
        limit: z.coerce.number().int().min(1).max(500).default(50),
      }),
    },
    responses: { 200: { description: 'The jobs.', content: { 'application/json': { schema: z.object({ jobs: z.array(JobSchema) }) } } }, ...errorResponses(400, 401, 404, 429) },
  }),
  retry: createRoute({
    method: 'post',
    path: '/operator/jobs/{id}/retry',
    tags,
    summary: 'Runs a failed job again, with its attempts renewed',
    request: { headers, params: z.object({ id: z.uuid({ error: 'is not a job id' }).openapi({ param: { name: 'id', in: 'path' } }) }) },
    responses: { 200: { description: 'Queued again; this instance runs it at once.', content: { 'application/json': { schema: z.object({ id: z.string(), state: z.enum(JOB_STATES) }) } } }, ...errorResponses(400, 401, 404, 429) },
  }),
};

const shown = (job: Awaited<ReturnType<typeof listJobs>>[number]): z.infer<typeof JobSchema> => ({
  id: job.id,
  name: job.name,
  key: job.key,
  state: job.state,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  runAt: job.runAt.toISOString(),
  lockedBy: job.lockedBy,
  lastError: job.lastError,
  createdAt: job.createdAt.toISOString(),
  updatedAt: job.updatedAt.toISOString(),
});

/** The operator's view of the queue (OPERATOR_KEY): what failed for good, and retrying it. Payloads stay in the database. */
export function registerJobRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  const operator = operatorKeyGate(deps, 'Operator access is not configured.');
  app.use('/operator/*', retryAfter);

  app.openapi(routes.list, async (c) => {
    await operator(c.req.valid('header')[BOOKING_HEADERS.operatorKey], c.req.header('x-forwarded-for'));
    const { state, limit } = c.req.valid('query');
    const { db } = await deps.database();
    c.header('cache-control', 'no-store');
    return c.json({ jobs: (await listJobs(db, state, limit)).map(shown) }, 200);
  });

  app.openapi(routes.retry, async (c) => {
    await operator(c.req.valid('header')[BOOKING_HEADERS.operatorKey], c.req.header('x-forwarded-for'));
    const { id } = c.req.valid('param');
    const { db } = await deps.database();
    const retried = await retryJob(db, id);
    if (!retried) throw new ProviderError('NOT_FOUND', 'There is no failed job with this id.');
    await jobWorker(deps).drain(retried.key);
    const job = await jobOfKey(db, retried.key);
    c.header('cache-control', 'no-store');
    return c.json({ id, state: job?.state ?? 'queued' }, 200);
  });
}
