import { matchPath } from 'react-router-dom';
import { HELP_CODES } from '@site/shared/routes';
import { routeTable, type RouteDef } from './route-table';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/**
 * The route for a path, with react-router's ranking: a static segment beats a param
 * (`/game/sport` beats `/game/:info`, `/game/sport/:enName` is its own route).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  let best: { match: RouteMatch; score: number } | null = null;
  for (const route of routeTable) {
    const found = matchPath({ path: route.path, end: true }, pathname);
    if (!found) continue;
    const score = route.path
      .split('/')
      .reduce((sum, seg) => sum + (seg.startsWith(':') ? 1 : seg ? 3 : 0), 0);
    if (!best || score > best.score) {
      best = { match: { route, params: sanitize(found.params) }, score };
    }
  }
  if (
    best?.match.route.name === 'help' &&
    !(HELP_CODES as readonly string[]).includes(best.match.params.code ?? '')
  ) {
    return null;
  }
  return best?.match ?? null;
}

function sanitize(params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = value;
  return out;
}
