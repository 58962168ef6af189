import type { NavLink } from 'shared/navigation';
import { pageIcons } from './navIcons';

/**
 * Inside a page link of the mega menu or the drawer: the page's icon, name and one line on it.
 * The link carries `group`, so the tile fills in when the link is hovered or names the current page.
 */
export function PageLinkBody({ link }: { link: NavLink }) {
  const Icon = pageIcons[link.href];
  return (
    <>
      {Icon && (
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-100 group-aria-[current=page]:bg-brand-700 group-aria-[current=page]:text-white">
          <Icon className="size-5" aria-hidden="true" strokeWidth={1.75} />
        </span>
      )}
      <span className="min-w-0 pt-0.5">
        <span className="block text-[15px] font-semibold text-ink-900 group-hover:text-brand-800 group-aria-[current=page]:text-brand-800">
          {link.label}
        </span>
        {link.description && <span className="mt-0.5 block text-[13px] leading-snug text-ink-600">{link.description}</span>}
      </span>
    </>
  );
}
