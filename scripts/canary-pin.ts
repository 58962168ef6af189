/**
 * `npx tsx scripts/canary-pin.ts`: QA's credential to pin the canary cohort on this site's servers (the cohort
 * cookie's value, platform/canary/cohort.ts), printed for the operator to hand to QA as COHORT_PIN. It is a secret:
 * it is printed on the terminal only, never logged; it changes when the servers' CANARY_SECRET (or the release
 * store's `.canary-secret`) does.
 */
import { commandArguments } from 'platform/cli/command';
import { releaseStore } from 'platform/releases/store';
import { pinCookie } from 'platform/canary/cohort';
import { canarySecret } from 'platform/canary/cohortSecret';

commandArguments(
  {
    usage: 'npx tsx scripts/canary-pin.ts',
    help: `Prints the value of the cohort cookie that pins a visitor to the canary cohort of any canary on the servers
sharing this release store (RELEASES_DIR) or CANARY_SECRET. Pinned views are served the canary's pages and never
vote. Run the remote journeys in the canary cohort with it:
  COHORT=canary COHORT_PIN=<value> BASE_URL=https://… npm run test:e2e:remote`,
  },
  () => undefined,
);
console.log(pinCookie(canarySecret(releaseStore())));
