/** A JSON document over HTTP with its Last-Modified date; a non-2xx answer is an error naming the URL. */
export async function fetchJson(url: string): Promise<{ body: unknown; lastModified?: Date }> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  const header = response.headers.get('last-modified');
  return { body: await response.json(), lastModified: header ? new Date(header) : undefined };
}
