/**
 * The PostgREST `or` filter for a free-text search over some columns, with the user's text kept as plain
 * data: LIKE's own wildcards (`%`, `_`, `\`) are escaped, the value is double-quoted (with `\` and `"`
 * escaped) so commas, dots and parentheses cannot end it, and `*` — PostgREST's wildcard, which cannot be
 * escaped — becomes `_`, any one character.
 *
 *   supabase.from('blog_posts').select('…').or(searchFilter(['title', 'excerpt'], text))
 */
export function searchFilter(columns: readonly string[], text: string): string {
  const like = text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
  const value = `*${like}*`.replace(/[\\"]/g, (char) => `\\${char}`);
  return columns.map((column) => `${column}.ilike."${value}"`).join(',');
}
