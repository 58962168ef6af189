/**
 * Parses PostgREST's URL grammar (the part supabase-js produces) into a small syntax tree. Nothing here
 * touches SQL: values stay strings, names stay unchecked until `buildSql` matches them to the catalog.
 *
 *   select=*,title,heading:title      order=published_at.desc.nullslast,id
 *   slug=eq.some-slug   id=in.(1,"two,2")   excerpt=not.is.null
 *   or=(title.ilike.*guest*,excerpt.ilike."*a,b*",and(featured.is.true,category.eq.Revenue))
 *   limit=9  offset=0   (or the Range header: `0-8`)
 */
import { ApiError, parseError } from './errors';
import { requestLimits } from './limits';
import { operators, type Operator } from './operators';


export const isValues = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type Filter =
  | { kind: 'condition'; column: string; negate: boolean; operator: Operator; value: string | string[] }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface SelectItem {
  column: string;
  alias?: string;
  cast?: string;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface Query {
  /** `undefined` means `*`. */
  select?: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

// `apikey` may come in the query instead of a header (auth.ts), as Supabase's gateway allows.
const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const logicKey = /^(not\.)?(and|or)$/;

export function parseQuery(params: URLSearchParams, rangeHeader?: string): Query {
  const query: Query = { filters: [], order: [] };
  for (const [key, value] of params) {
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount(key, value);
    else if (key === 'offset') query.offset = parseCount(key, value);
    else if (key === 'on_conflict') query.onConflict = splitNames(value);
    else if (key === 'columns') query.columns = splitNames(value);
    else if (logicKey.test(key)) {
      const [, not, operator] = logicKey.exec(key)!;
      query.filters.push({ kind: 'logic', operator: operator as 'and' | 'or', negate: !!not, children: parseLogicTree(value) });
    } else if (!reserved.has(key)) query.filters.push(parseCondition(key, value));
  }
  applyRange(query, rangeHeader);
  const { terms } = filterShape(query.filters);
  if (terms > requestLimits.maxFilterTerms) {
    throw parseError('"failed to parse filter"', `${terms} filter conditions; at most ${requestLimits.maxFilterTerms} are allowed in one request`);
  }
  return query;
}

/** How many conditions the filters hold and how deep their and/or trees nest (a top-level filter is depth 0). */
export function filterShape(filters: readonly Filter[]): { terms: number; depth: number } {
  let terms = 0;
  let depth = 0;
  const visit = (filter: Filter, level: number) => {
    if (filter.kind === 'condition') return void terms++;
    depth = Math.max(depth, level + 1);
    for (const child of filter.children) visit(child, level + 1);
  };
  for (const filter of filters) visit(filter, 0);
  return { terms, depth };
}

function parseCount(key: string, value: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${key} parameter (${value})"`, `${key} must be a non-negative integer`);
  return Number(value);
}

/** The Range header (`0-8`, `10-`) applies when the URL gives no limit/offset. */
function applyRange(query: Query, header?: string) {
  if (!header || query.limit !== undefined || query.offset !== undefined) return;
  const range = /^\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!range) return;
  const from = Number(range[1]);
  query.offset = from;
  if (range[2] !== '') {
    const to = Number(range[2]);
    if (to < from) {
      throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.');
    }
    query.limit = to - from + 1;
  }
}

const splitNames = (value: string) => value.split(',').map((name) => name.trim()).filter(Boolean);

function parseSelect(value: string): SelectItem[] | undefined {
  const items: SelectItem[] = [];
  const names = splitNames(value.replace(/\s+/g, ''));
  if (names.length > requestLimits.maxSelectItems) {
    throw parseError('"failed to parse select parameter"', `${names.length} items; at most ${requestLimits.maxSelectItems} are allowed`);
  }
  for (const raw of names) {
    if (raw === '*') return undefined;
    const item = /^(?:([^:()]+):(?!:))?([^:()]+?)(?:::([a-zA-Z_][a-zA-Z0-9_ ]*))?$/.exec(raw);
    if (!item) {
      throw parseError(`"failed to parse select parameter (${value})"`, 'Embedded resources, aggregates and JSON paths are not supported by the embedded backend.');
    }
    items.push({ alias: item[1], column: item[2], cast: item[3] });
  }
  return items.length ? items : undefined;
}

function parseOrder(value: string): OrderTerm[] {
  const terms = splitNames(value);
  if (terms.length > requestLimits.maxOrderTerms) {
    throw parseError('"failed to parse order"', `${terms.length} terms; at most ${requestLimits.maxOrderTerms} are allowed`);
  }
  return terms.map((term) => {
    const [column, ...modifiers] = term.split('.');
    const order: OrderTerm = { column, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`"failed to parse order (${value})"`, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return order;
  });
}

/** `[not.]operator.value` of a top-level filter: the value is taken literally (commas, quotes and all). */
function parseCondition(column: string, expression: string): Filter {
  const negate = expression.startsWith('not.');
  const rest = negate ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  const operator = (dot < 0 ? rest : rest.slice(0, dot)) as Operator;
  if (dot < 0 || !operators.includes(operator)) {
    throw parseError(`"failed to parse filter (${expression})"`, `unknown or unsupported operator in "${column}=${expression}"`);
  }
  const raw = rest.slice(dot + 1);
  return { kind: 'condition', column, negate, operator, value: operatorValue(operator, raw, expression) };
}

function operatorValue(operator: Operator, raw: string, expression: string): string | string[] {
  if (operator === 'in') {
    const reader = new Reader(raw, expression);
    const list = reader.list();
    reader.end();
    return list;
  }
  if (operator === 'is' && !(isValues as readonly string[]).includes(raw.toLowerCase())) {
    throw parseError(`"failed to parse filter (is.${raw})"`, 'is takes null, not_null, true, false or unknown');
  }
  return operator === 'is' ? raw.toLowerCase() : raw;
}

/** `(item,item,…)` where an item is a condition `column.[not.]op.value` or a nested `[not.]and(…)`/`or(…)`. */
function parseLogicTree(source: string): Filter[] {
  const reader = new Reader(source, source);
  const children = reader.tree();
  reader.end();
  return children;
}

/** A cursor over a logic-tree string; values may be double-quoted with backslash escapes. */
class Reader {
  private index = 0;

  constructor(
    private readonly text: string,
    private readonly whole: string,
  ) {}

  private fail(expected: string): never {
    throw parseError(`"failed to parse logic tree (${this.whole})"`, `unexpected ${this.index < this.text.length ? `"${this.text[this.index]}"` : 'end of input'} expecting ${expected}`);
  }

  private expect(char: string) {
    if (this.text[this.index] !== char) this.fail(`"${char}"`);
    this.index++;
  }

  end() {
    if (this.index !== this.text.length) this.fail('end of input');
  }

  /** The children of an and/or at `depth` (1 for a top-level `or=`); deeper nesting is refused before it recurses. */
  tree(depth = 1): Filter[] {
    if (depth > requestLimits.maxLogicDepth) {
      throw parseError(`"failed to parse logic tree"`, `and/or nested more than ${requestLimits.maxLogicDepth} deep`);
    }
    this.expect('(');
    const children: Filter[] = [this.item(depth)];
    while (this.text[this.index] === ',') {
      this.index++;
      children.push(this.item(depth));
      if (children.length > requestLimits.maxFilterTerms) {
        throw parseError('"failed to parse logic tree"', `more than ${requestLimits.maxFilterTerms} filter conditions in one request`);
      }
    }
    this.expect(')');
    return children;
  }

  private item(depth: number): Filter {
    const logic = /^(not\.)?(and|or)\(/.exec(this.text.slice(this.index, this.index + 8));
    if (logic) {
      this.index += logic[0].length - 1;
      return { kind: 'logic', operator: logic[2] as 'and' | 'or', negate: !!logic[1], children: this.tree(depth + 1) };
    }
    const column = this.until('.');
    this.expect('.');
    let negate = false;
    if (this.text.startsWith('not.', this.index)) {
      negate = true;
      this.index += 4;
    }
    const operator = this.until('.') as Operator;
    if (!operators.includes(operator)) this.fail('a supported operator');
    this.expect('.');
    if (operator === 'in') return { kind: 'condition', column, negate, operator, value: this.list() };
    const value = this.value();
    return { kind: 'condition', column, negate, operator, value: operatorValue(operator, value, this.whole) };
  }

  private until(stop: string): string {
    const start = this.index;
    while (this.index < this.text.length && !stop.includes(this.text[this.index]) && !',()'.includes(this.text[this.index])) this.index++;
    if (this.index === start) this.fail('a name');
    return this.text.slice(start, this.index);
  }

  /** A quoted value, or everything up to the next `,` or `)`. */
  private value(): string {
    if (this.text[this.index] === '"') return this.quoted();
    const start = this.index;
    while (this.index < this.text.length && !',)'.includes(this.text[this.index])) this.index++;
    return this.text.slice(start, this.index);
  }

  private quoted(): string {
    this.expect('"');
    let value = '';
    while (this.index < this.text.length && this.text[this.index] !== '"') {
      if (this.text[this.index] === '\\') this.index++;
      if (this.index >= this.text.length) break;
      value += this.text[this.index++];
    }
    this.expect('"');
    return value;
  }

  list(): string[] {
    this.expect('(');
    const values: string[] = [];
    if (this.text[this.index] === ')') {
      this.index++;
      return values;
    }
    values.push(this.value());
    while (this.text[this.index] === ',') {
      this.index++;
      values.push(this.value());
      if (values.length > requestLimits.maxInValues) {
        throw parseError(`"failed to parse filter (in)"`, `more than ${requestLimits.maxInValues} values in one in.(…) list`);
      }
    }
    this.expect(')');
    return values;
  }
}
