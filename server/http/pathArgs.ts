import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestValidationError } from './errors';
import { say } from './i18n';

/** The names of a joined segment (`:id&:token` → ['id', 'token']); undefined for any other. */
function joinedNames(segment: string): string[] | undefined {
  if (!segment.startsWith(':') || !segment.includes('&:')) return undefined;
  return segment.split('&').map((part) => part.replace(/^:/, ''));
}

/** Where a route's path has joined segments: the segment's index and its parameters' names. */
function joinedSegments(url: string): { index: number; names: string[] }[] {
  return url.split('/').flatMap((segment, index) => {
    const names = joinedNames(segment);
    return names ? [{ index, names }] : [];
  });
}

const cache = new Map<string, { index: number; names: string[] }[]>();

/** A wrong count of parts, found when the request arrived and refused after the guard. */
const refusals = new WeakMap<FastifyRequest, RequestValidationError>();

/** The route's own preValidation: runs after the guard's checks and the date token's. */
async function refuseWrongCount(request: FastifyRequest) {
  const refusal = refusals.get(request);
  if (refusal) throw refusal;
}

/**
 * Path parameters joined with '&' inside one segment, as the legacy contracts write them
 * (`/Canton/GetCantonByProvinceId/:id&:token`). The router takes such a segment for ONE parameter
 * (named `id&:token`), so this splits the raw, still percent-encoded segment at '&' (an '&' inside
 * a value arrives encoded), decodes each part and gives the route `{ id, token }`. Registered
 * before the guard, so a `self` rule on one of the names (`fromParams('badge')`) sees it. A part
 * missing or one too many is a 400 naming the parameter, answered after the guard (401 and 403
 * first, as for any other bad input); the route's `params` schema validates the values.
 */
export function registerPathArgs(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.includes('&:')) return;
    const own = route.preValidation;
    route.preValidation = [...(own ? [own].flat() : []), refuseWrongCount];
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !url.includes('&:')) return;
    let segments = cache.get(url);
    if (!segments) {
      segments = joinedSegments(url);
      cache.set(url, segments);
    }
    const rawPath = (request.url.split('?')[0] ?? '').split('/');
    const params: Record<string, string> = { ...(request.params as Record<string, string>) };
    for (const { index, names } of segments) {
      delete params[names.join('&:')];
      const parts = (rawPath[index] ?? '').split('&');
      if (parts.length < names.length) {
        refusals.set(
          request,
          new RequestValidationError({ [names[parts.length] ?? '']: say('pathArgs.missing') }),
        );
      } else if (parts.length > names.length) {
        refusals.set(
          request,
          new RequestValidationError({
            [names.at(-1) ?? '']: say('pathArgs.extra', { count: names.length }),
          }),
        );
      }
      // The router has already refused a segment that does not decode (400), so each part does.
      names.forEach((name, i) => {
        if (i < parts.length) params[name] = decodeURIComponent(parts[i] ?? '');
      });
    }
    request.params = params;
  });
}
