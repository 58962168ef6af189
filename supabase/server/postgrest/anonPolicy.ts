/**
 * The public key's narrower grammar (limits.ts `anonLimits`): a request outside it is refused before any SQL
 * is built, with PostgREST's parse error. The service role keeps the whole grammar.
 */
import { parseError } from './errors';
import { anonLimits } from './limits';
import { filterShape, type Filter, type Query } from './parseQuery';

function checkFilter(filter: Filter) {
  if (filter.kind === 'logic') return filter.children.forEach(checkFilter);
  if (!anonLimits.operators.includes(filter.operator)) {
    throw parseError(
      `"failed to parse filter (${filter.operator})"`,
      `operator "${filter.operator}" is not available to the anon role; use one of ${anonLimits.operators.join(', ')}`,
    );
  }
}

export function checkAnonQuery(query: Query) {
  query.filters.forEach(checkFilter);
  const { terms, depth } = filterShape(query.filters);
  if (terms > anonLimits.maxFilterTerms) {
    throw parseError('"failed to parse filter"', `${terms} filter conditions; the anon role may send at most ${anonLimits.maxFilterTerms}`);
  }
  if (depth > anonLimits.maxLogicDepth) {
    throw parseError('"failed to parse logic tree"', `and/or nested ${depth} deep; the anon role may nest at most ${anonLimits.maxLogicDepth}`);
  }
  const cast = query.select?.find((item) => item.cast);
  if (cast) throw parseError(`"failed to parse select parameter (${cast.column}::${cast.cast})"`, 'casts are not available to the anon role');
}
