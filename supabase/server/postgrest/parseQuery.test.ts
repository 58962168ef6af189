import { describe, expect, it } from 'vitest';
import { Params, selectSql, whereClause } from './buildSql';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { parseQuery } from './parseQuery';

const table = { schema: 'public', name: 'blog_posts', columns: new Set(['id', 'title', 'excerpt', 'slug', 'category', 'published_at', 'featured']) };
const parse = (query: string, range?: string) => parseQuery(new URLSearchParams(query), range);

describe('parseQuery', () => {
  it('reads select, order, limit and offset as supabase-js writes them', () => {
    expect(parse('select=id,heading:title&order=published_at.desc.nullslast,id&limit=9&offset=18')).toEqual({
      select: [{ column: 'id' }, { column: 'title', alias: 'heading' }],
      filters: [],
      order: [
        { column: 'published_at', descending: true, nulls: 'last' },
        { column: 'id', descending: false },
      ],
      limit: 9,
      offset: 18,
    });
    expect(parse('select=*').select).toBeUndefined();
  });

  it('leaves an apikey query parameter to authentication', () => {
    expect(parse('apikey=some-key&slug=eq.a').filters).toEqual([{ kind: 'condition', column: 'slug', negate: false, operator: 'eq', value: 'a' }]);
  });

  it('refuses logic trees nested past the limit before recursing, and too many terms', () => {
    expect(() => parse(`or=(${'or('.repeat(20_000)}slug.eq.a${')'.repeat(20_000)})`)).toThrow(expect.objectContaining({ status: 400, code: 'PGRST100' }));
    expect(() => parse(`or=(${Array.from({ length: 101 }, (_, i) => `slug.eq.${i}`).join(',')})`)).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(parse(`or=(${'or('.repeat(7)}slug.eq.a${')'.repeat(7)})`).filters).toHaveLength(1);
  });

  it('takes a top-level value literally, commas, quotes, dots and all', () => {
    expect(parse('slug=eq.a,b).c"d%27').filters).toEqual([{ kind: 'condition', column: 'slug', negate: false, operator: 'eq', value: `a,b).c"d'` }]);
    expect(parse('excerpt=not.is.NULL').filters).toEqual([{ kind: 'condition', column: 'excerpt', negate: true, operator: 'is', value: 'null' }]);
  });

  it('parses logic trees with quoted values, nesting and negation', () => {
    const { filters } = parse(`or=(title.ilike."*a,b\\"c*",and(featured.is.true,category.not.eq.Revenue),slug.in.(x,"y,z"))`);
    expect(filters).toEqual([
      {
        kind: 'logic',
        operator: 'or',
        negate: false,
        children: [
          { kind: 'condition', column: 'title', negate: false, operator: 'ilike', value: '*a,b"c*' },
          {
            kind: 'logic',
            operator: 'and',
            negate: false,
            children: [
              { kind: 'condition', column: 'featured', negate: false, operator: 'is', value: 'true' },
              { kind: 'condition', column: 'category', negate: true, operator: 'eq', value: 'Revenue' },
            ],
          },
          { kind: 'condition', column: 'slug', negate: false, operator: 'in', value: ['x', 'y,z'] },
        ],
      },
    ]);
  });

  it('uses the Range header when the URL has no limit or offset', () => {
    expect(parse('select=id', '9-14')).toMatchObject({ offset: 9, limit: 6 });
    expect(parse('select=id&limit=3', '9-14')).toMatchObject({ limit: 3 });
  });

  it('rejects what it cannot read with PGRST100', () => {
    for (const query of ['slug=sql.1', 'or=(title.eq.a', 'or=title.eq.a', 'order=title.sideways', 'limit=-1', 'select=author(*)', 'featured=is.maybe']) {
      expect(() => parse(query), query).toThrow(expect.objectContaining({ code: 'PGRST100', status: 400 }));
    }
  });
});

describe('buildSql', () => {
  it('puts every value in a parameter and quotes checked identifiers', () => {
    const params = new Params();
    const where = whereClause(table, parse(`slug=eq.'; drop table x; --&or=(title.ilike.*100%*,excerpt.ilike.*x*)&id=in.(1,2)`), params);
    expect(where).toBe(` where "blog_posts"."slug" = $1 and ("blog_posts"."title" ilike $2 or "blog_posts"."excerpt" ilike $3) and "blog_posts"."id" in ($4, $5)`);
    expect(params.values).toEqual([`'; drop table x; --`, '%100%%', '%x%', '1', '2']);
  });

  it('refuses columns the table does not have', () => {
    expect(() => whereClause(table, parse('%22slug%22%20or%201%3D1=eq.x'), new Params())).toThrow(expect.objectContaining({ code: '42703' }));
    expect(() => selectSql(table, parse('select=title,content'), new Params())).toThrow(expect.objectContaining({ code: '42703', status: 400 }));
  });

  it('caps reads at maxRows like a hosted project', () => {
    const params = new Params();
    expect(selectSql(table, parse('select=id&limit=5000'), params, { maxRows: 1000 })).toContain('limit $1');
    expect(params.values).toEqual([1000]);
  });
});

describe('parseQuery on hostile queries', () => {
  // The backend refuses a URL over 8 KB (414) before parsing; the parser itself stays linear past that.
  it.each(['select', 'order', 'or', 'not.and', 'title', 'limit', 'on_conflict'])('costs time linear in a %s parameter, whatever its shape', async (key) => {
    const values = key === 'title' ? ['eq.', 'in.(', 'is.', 'not.like.'] : key === 'or' || key === 'not.and' ? ['(', '(title.eq.', '(title.in.(', '(and(title.eq."'] : [''];
    for (const prefix of values) {
      expect(await superLinearShapes((text) => parseQuery(new URLSearchParams([[key, `${prefix}${text}`]])), unitCostBound), prefix).toEqual([]);
    }
  });

  it('costs time linear in the Range header and in the number of parameters', async () => {
    expect(await superLinearShapes((text) => parseQuery(new URLSearchParams(), text), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => parseQuery(new URLSearchParams(text)), unitCostBound)).toEqual([]);
  });
});
