import 'server-only';
import axios, { type AxiosInstance } from 'axios';
import { createInProcessAdapter, IN_PROCESS_ORIGIN } from './in-process-adapter';
import { providerTimeoutMs } from './provider-timeout';

const PROVIDER_PATH = '/api/v2';

/**
 * The shop's one axios instance. With PROVIDER_API_URL it talks HTTP to that
 * provider; without, it hands requests to the embedded provider in this process.
 */
export function createHttpClient(env: Record<string, string | undefined> = process.env): AxiosInstance {
  const external = env.PROVIDER_API_URL?.trim().replace(/\/+$/, '');
  return axios.create({
    baseURL: external || `${IN_PROCESS_ORIGIN}${PROVIDER_PATH}`,
    adapter: external ? undefined : createInProcessAdapter(loadEmbeddedProvider),
    timeout: providerTimeoutMs(env),
    headers: { Accept: 'application/json' },
  });
}

async function loadEmbeddedProvider() {
  // Pages prerendered by `next build` are built without catalogue data: the embedded
  // database belongs to the server (one process at a time), not to the build.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The embedded provider does not run during the build');
  }
  const { providerApp } = await import('@/provider/api');
  return (request: Request) => providerApp.fetch(request);
}

export const http = createHttpClient();
