import axios from 'axios';

/**
 * The browser's axios instance: same-origin `/api/v2`, which the app serves (the
 * embedded provider, or a pass-through to PROVIDER_API_URL), so no CORS and no secrets.
 */
export const browserHttp = axios.create({ baseURL: '/api/v2', timeout: 10_000, headers: { Accept: 'application/json' } });
