/**
 * The prerender job runs the remotes' code in Node, so it loads only remotes from trusted origins: the
 * settings document's own origin (relative manifest URLs) and those its `prerender.trustedOrigins` lists.
 */
export interface RemoteRefusal {
  area: string;
  url: string;
}

export function trustedOriginsOf(document: unknown, settingsUrl: string): Set<string> {
  const listed = (document as { prerender?: { trustedOrigins?: unknown } } | null)?.prerender?.trustedOrigins;
  const origins = Array.isArray(listed) ? listed.filter((origin): origin is string => typeof origin === 'string') : [];
  return new Set([new URL(settingsUrl).origin, ...origins.map((origin) => new URL(origin).origin)]);
}

/** The areas of the document whose manifest URL is outside the trusted origins. */
export function untrustedRemotes(document: unknown, settingsUrl: string): RemoteRefusal[] {
  const trusted = trustedOriginsOf(document, settingsUrl);
  const areas = (document as { areas?: Record<string, { manifest?: unknown } | null> } | null)?.areas ?? {};
  return Object.entries(areas)
    .map(([area, entry]) => [area, entry?.manifest] as const)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([, url]) => !trusted.has(new URL(url, settingsUrl).origin))
    .map(([area, url]) => ({ area, url: new URL(url, settingsUrl).href }));
}
