/**
 * `npm run dev -- <area> --settings <url>`: a deployed site's settings document, copied for the local site
 * server. Its URLs are made absolute against where it was read (so its areas, backend and lead endpoint stay the
 * deployed ones), its shell release is left out (the local server serves the shell's dist), and the copy allows
 * area overrides: it is the developer's own document now, whatever the deployed one says. The local prerender
 * job trusts the deployed site's origin as that site's own job does (its releases are relative to it there),
 * besides the origins the deployed document lists.
 */
import type { SettingsDocument } from '../settings/reader';

export function localCopyOfDeployed(document: SettingsDocument, url: string): SettingsDocument {
  const absolute = (value: string) => (value ? new URL(value, url).href : value);
  const { shell: _shell, ...copy } = structuredClone(document);
  for (const entry of Object.values(copy.areas ?? {})) if (entry) entry.manifest = absolute(entry.manifest);
  if (copy.backend) copy.backend.url = absolute(copy.backend.url);
  if (copy.leads) copy.leads.endpoint = absolute(copy.leads.endpoint);
  if (copy.downloads) for (const key of Object.keys(copy.downloads)) copy.downloads[key] = absolute(copy.downloads[key]);
  const prerender = { ...copy.prerender, trustedOrigins: [...new Set([...(copy.prerender?.trustedOrigins ?? []), new URL(url).origin])] };
  return { ...copy, prerender, overrides: { allowed: true } };
}
