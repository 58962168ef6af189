/**
 * What one REST request may ask for: the caps that keep a request's parsing and its SQL bounded, and the
 * narrower shapes the public (anon) key may use. One place for every such number; README "Limits".
 */
import type { Operator } from './operators';

export const requestLimits = {
  /** Path and query string, in bytes (longer: 414). */
  maxUrlBytes: 8 * 1024,
  /** Request bodies (longer: 413). */
  maxBodyBytes: 1024 * 1024,
  /** Conditions in one request, counting every term of `and=`/`or=` trees. */
  maxFilterTerms: 100,
  /** `and(…)`/`or(…)` nested in one another. */
  maxLogicDepth: 8,
  /** Items of `select=`, terms of `order=`, and values of one `in.(…)`. */
  maxSelectItems: 100,
  maxOrderTerms: 16,
  maxInValues: 500,
  /** Arrays and objects nested in a JSON body. */
  maxJsonDepth: 64,
};

/**
 * The anon role gets what the site itself sends (mf-news/src/data, supabase/client/searchFilter.ts,
 * platform/prerender/publishedPosts.ts): equality, `like`/`ilike` search, `in`, `is`, with `not.`; `gt`, with
 * which the prerender job reads every post a page at a time from where the last page ended (a comparison with one
 * bound value costs what `eq` costs: an index range or one pass, as hosted Supabase and PostgREST give anon);
 * plain columns in `select`; ordering and ranges. No regular expressions (PGlite cannot stop one), no casts.
 */
export const anonLimits = {
  operators: ['eq', 'like', 'ilike', 'in', 'is', 'gt'] as readonly Operator[],
  maxFilterTerms: 10,
  maxLogicDepth: 2,
};
