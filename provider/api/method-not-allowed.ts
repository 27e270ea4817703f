import type { Context, Hono } from 'hono';
import { errorBody } from './errors';

type Routes = Hono['routes'];

/** Hono's `/a/:id` as a pattern over concrete paths. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/**
 * What a request no route took gets: 405 with `Allow` when its path is served with other
 * methods, else 404. Neither repeats the path: it is the caller's input, not ours to echo.
 */
export function routeMissing(routes: () => Routes) {
  let table: { pattern: RegExp; method: string }[] | undefined;
  return (c: Context) => {
    table ??= routes()
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ pattern: patternOf(route.path), method: route.method }));
    const allowed = new Set(table.filter((route) => route.pattern.test(c.req.path)).map((route) => route.method));
    if (allowed.size === 0) {
      return c.json(errorBody('NOT_FOUND', 'No such route; the OpenAPI document lists them.'), 404);
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    const allow = [...allowed].sort().join(', ');
    c.header('allow', allow);
    return c.json(errorBody('METHOD_NOT_ALLOWED', `This route takes ${allow}.`), 405);
  };
}
