/** The filter operators of PostgREST's grammar that this server answers. */
export const operators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in'] as const;
export type Operator = (typeof operators)[number];
