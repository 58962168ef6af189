import { describe, expect, it } from 'vitest';
import { chooseCohort, heldCohort } from './cohort';

const canary = { id: 'legal-0123456789ab-mi1', percent: 20 };

describe('cohort cookie', () => {
  it('draws with the canary percent and sets the cookie on the first answer', () => {
    expect(chooseCohort(undefined, canary, () => 0.19)).toEqual({ cohort: 'canary', held: false, setCookie: 'cohort=legal-0123456789ab-mi1.canary; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax' });
    expect(chooseCohort(undefined, canary, () => 0.2)).toMatchObject({ cohort: 'stable', held: false, setCookie: expect.stringContaining('cohort=legal-0123456789ab-mi1.stable;') });
  });

  it('holds a drawn cohort for the same canary, and draws again for another canary', () => {
    expect(chooseCohort('a=1; cohort=legal-0123456789ab-mi1.canary', canary, () => 0.99)).toEqual({ cohort: 'canary', held: true });
    expect(chooseCohort('cohort=legal-0123456789ab-mi1.stable', canary, () => 0)).toEqual({ cohort: 'stable', held: true });
    expect(chooseCohort('cohort=news-aaaaaaaaaaaa-x.canary', canary, () => 0.99)).toMatchObject({ cohort: 'stable', held: false });
  });

  it('a pinned cohort (QA) holds for any canary', () => {
    expect(heldCohort('cohort=canary', 'any')).toBe('canary');
    expect(heldCohort('cohort=stable', 'any')).toBe('stable');
    expect(heldCohort('cohort=nonsense', 'any')).toBeUndefined();
    expect(heldCohort('cohort=%E0%A4%A', 'any')).toBeUndefined();
  });
});
