/**
 * Which remote owns which paths. The shell loads an area's remote for any path it owns; the remote's
 * `./routes` decides the pages, and a path it has no route for reaches the shell's 404 page.
 */
export type AreaId = 'software' | 'solutions' | 'support' | 'news' | 'legal';

export interface Area {
  id: AreaId;
  /** Federation container name of the remote. */
  remote: string;
  /** Human name, used in the "temporarily unavailable" panel. */
  label: string;
  /** Path prefixes (ending in `/`) and exact paths the remote owns. */
  owns: string[];
}

export const areas: Area[] = [
  { id: 'software', remote: 'mf_software', label: 'Software', owns: ['/software/'] },
  { id: 'solutions', remote: 'mf_solutions', label: 'Solutions & pricing', owns: ['/solutions/', '/pricing'] },
  { id: 'support', remote: 'mf_support', label: 'Support', owns: ['/support/', '/about', '/downloads'] },
  { id: 'news', remote: 'mf_news', label: 'Industry news', owns: ['/hospitality-industry-news'] },
  {
    id: 'legal',
    remote: 'mf_legal',
    label: 'Legal',
    owns: ['/terms-and-conditions', '/terms-conditions', '/privacy-policy', '/gdpr', '/how-to-manage-your-data'],
  },
];

/** The area that owns `pathname`, or undefined when no remote does (the 404 page then). */
export function areaForPath(pathname: string): Area | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return areas.find((area) =>
    area.owns.some((owned) =>
      owned.endsWith('/') ? path.startsWith(owned) : path === owned || path.startsWith(`${owned}/`),
    ),
  );
}
