/**
 * What a request to the release API (`/_site/releases`, releaseApi.ts) asks for, read from its method, path and
 * query alone (before its token is checked or a byte of its body is read), or the answer that refuses it: 404 for
 * no resource of the API, 405 for a method it does not take, 400 for a query it does not take (an option misspelt
 * must not release a build for everyone that was meant as a canary).
 */
import { isAreaId, isReleaseTarget, releaseTargets, type AreaId, type ReleaseTarget } from '../../registry/apps';
import type { TokenAction } from '../../releases/tokens';
import { canaryOptions } from '../../canary/options';
import type { CanaryOptions } from '../../canary/lifecycle';
import { UsageError } from '../../usageError';
import { windowMs } from '../../field/fieldReport';

export const releaseApiPath = '/_site/releases';

export type ApiRequest =
  | { kind: 'releases'; action: 'read' }
  | { kind: 'release'; action: 'release'; target: ReleaseTarget }
  | { kind: 'canary start'; action: 'canary'; target: AreaId; options: Omit<CanaryOptions, 'by'> }
  | { kind: 'rollback'; action: 'rollback'; target: ReleaseTarget; version?: string }
  | { kind: 'canary'; action: readonly TokenAction[]; target: AreaId }
  | { kind: 'canary end'; action: 'canary'; target: AreaId }
  | { kind: 'field'; action: 'read'; target: ReleaseTarget; since: string; errors: boolean };

export interface ApiRefusal {
  status: number;
  error: string;
  allow?: string;
}

/** The query's parameters, refused (400) when one is not among `allowed` or is given twice. */
function queryOf(url: URL, allowed: readonly string[]): Record<string, string> | ApiRefusal {
  const values: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!allowed.includes(name)) return { status: 400, error: `${url.pathname} takes ${allowed.length ? `only ${allowed.join(', ')} in its query` : 'no query'}, not "${name}". Nothing changed.` };
    if (name in values) return { status: 400, error: `"${name}" is given twice. Nothing changed.` };
    values[name] = value;
  }
  return values;
}

const isRefusal = (value: object): value is ApiRefusal => 'status' in value;
const wrongMethod = (url: URL, allow: string, what: string): ApiRefusal => ({ status: 405, error: `${url.pathname} takes ${allow}: ${what}.`, allow });

export function parseApiRequest(method: string | undefined, url: URL): ApiRequest | ApiRefusal {
  const rest = url.pathname.slice(releaseApiPath.length).split('/').filter(Boolean);
  if (rest.length === 0) {
    if (method !== 'GET') return wrongMethod(url, 'GET', 'GET reads the releases; POST /_site/releases/<app> releases a build');
    const query = queryOf(url, []);
    return isRefusal(query) ? query : { kind: 'releases', action: 'read' };
  }
  const [target, verb, ...more] = rest;
  const known = ['rollback', 'canary', 'field'];
  if (!isReleaseTarget(target) || more.length || (verb !== undefined && !known.includes(verb)) || (verb === 'canary' && !isAreaId(target))) {
    return { status: 404, error: `No such release resource: ${url.pathname} (apps: ${releaseTargets.join(', ')}; under each: rollback, canary for an area, field).` };
  }
  if (verb === undefined) {
    if (method !== 'POST') return wrongMethod(url, 'POST', 'a build to release');
    const query = queryOf(url, ['canary', 'steps', 'tolerance', 'max-duration']);
    if (isRefusal(query)) return query;
    let options: CanaryOptions | undefined;
    try {
      options = canaryOptions(query);
    } catch (error) {
      if (error instanceof UsageError) return { status: 400, error: `${error.message.replace(/^--/, '')} Nothing changed.` };
      throw error;
    }
    if (!options) return { kind: 'release', action: 'release', target };
    if (!isAreaId(target)) return { status: 400, error: 'A canary releases an area; the shell renders every page and is released for everyone. Nothing changed.' };
    const { by: _by, ...rules } = options;
    return { kind: 'canary start', action: 'canary', target, options: rules };
  }
  if (verb === 'rollback') {
    if (method !== 'POST') return wrongMethod(url, 'POST', 'a rollback');
    const query = queryOf(url, ['version']);
    return isRefusal(query) ? query : { kind: 'rollback', action: 'rollback', target, version: query.version };
  }
  if (verb === 'canary') {
    const area = target as AreaId;
    if (method === 'GET') {
      const query = queryOf(url, []);
      return isRefusal(query) ? query : { kind: 'canary', action: ['canary', 'read'], target: area };
    }
    if (method !== 'POST') return wrongMethod(url, 'GET, POST', 'GET reads the canary; POST {"end": "promote" | "abort"} ends it');
    const query = queryOf(url, []);
    return isRefusal(query) ? query : { kind: 'canary end', action: 'canary', target: area };
  }
  if (method !== 'GET') return wrongMethod(url, 'GET', 'the field figures');
  const query = queryOf(url, ['since', 'errors']);
  if (isRefusal(query)) return query;
  const since = query.since ?? '24h';
  if (windowMs(since) === undefined) return { status: 400, error: `since takes a time back from now such as 30m, 24h or 7d (30 days at most), not ${JSON.stringify(since)}.` };
  if (query.errors !== undefined && query.errors !== '' && query.errors !== '1') return { status: 400, error: 'errors is given alone (errors or errors=1).' };
  return { kind: 'field', action: 'read', target, since, errors: query.errors !== undefined };
}
