/**
 * A JSON document over HTTP with its Last-Modified date; a non-2xx answer is an error naming the URL. The job's
 * reader of the site's documents (its settings), also the shell renderer's (the remotes' manifests), bundled in
 * its Node build; their requests go through the process's site client (siteClient.ts).
 */
export async function fetchJson(url: string, headers: Record<string, string> = {}): Promise<{ body: unknown; lastModified?: Date }> {
  const response = await fetch(url, { headers: { ...headers, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  const header = response.headers.get('last-modified');
  return { body: await response.json(), lastModified: header ? new Date(header) : undefined };
}
