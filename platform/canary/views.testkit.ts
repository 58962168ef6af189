/** Views of a canary as the site server records them (signals.ts), for tests that need evidence in a database. */
import type { Cohort } from './evidence';
import { newViewId, recordServedView, recordViewBeacon, type BeaconVote, type Queryable } from './signals';

/** A page on the canary's list served to `client` in `cohort`, and its beacon (`vote`): a reported view. */
export async function reportedView(db: Queryable, canary: string, cohort: Cohort, client: string, page: string, vote: BeaconVote) {
  const view = newViewId();
  await recordServedView(db, canary, cohort, client, page, view);
  await recordViewBeacon(db, canary, cohort, client, page, { id: view, navigation: false, seq: 1 }, vote);
}
