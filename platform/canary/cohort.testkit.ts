/** Cohort cookies as the site servers of a test store sign them (cohort.ts), for tests that visit as one cohort. */
import type { Cohort } from './evidence';
import { drawnCookieValue, pinCookie } from './cohort';
import { canarySecret } from './cohortSecret';

/** A `Cookie` header of a client drawn into `cohort` of the canary `id` on the servers of `store`. */
export const drawnCookie = (store: { dir: string }, id: string, cohort: Cohort, client = 'TestClient000000') => `cohort=${drawnCookieValue(canarySecret(store), id, cohort, client)}`;

/** A `Cookie` header pinning the canary cohort with QA's credential on the servers of `store`. */
export const pinnedCanaryCookie = (store: { dir: string }) => `cohort=${pinCookie(canarySecret(store))}`;
