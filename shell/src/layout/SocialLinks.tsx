import type { ReactNode } from 'react';
import { brand } from 'shared/brand';
import { ExternalLink } from './ExternalLink';

type Network = (typeof brand.social)[number]['name'];

// Line glyphs in the style of the lucide set (lucide no longer ships brand logos).
const glyphs: Record<Network, ReactNode> = {
  LinkedIn: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  Facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  Instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  YouTube: (
    <>
      <path d="M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
};

/** The brand's four social networks, as icon links that name the network. */
export function SocialLinks() {
  return (
    <ul className="flex gap-3" aria-label={`${brand.name} on social media`}>
      {brand.social.map((network) => (
        <li key={network.name}>
          <ExternalLink
            href={network.href}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-ink-100 ring-1 ring-white/15 transition-colors hover:bg-white/20 hover:text-white"
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-[18px]"
              aria-hidden="true"
            >
              {glyphs[network.name]}
            </svg>
            <span className="sr-only">{`${brand.name} on ${network.name}`}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
