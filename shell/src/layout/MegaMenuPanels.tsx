import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ArrowRight, Mail } from 'lucide-react';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { brand } from 'shared/brand';
import { openDialog, type DialogKind } from 'shared/dialogs';
import { pricingLink, softwarePages, solutionPages, supportColumns, type NavPage } from 'shared/navigation';
import { layoutCopy } from './copy';
import { MenuLink } from './MenuLink';
import { supportColumnIcons } from './navIcons';
import { PageLinkBody } from './PageLinkBody';

const stripAction =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-100/70 hover:text-brand-800';

/**
 * Opens a site dialog from inside a panel. Focus first moves to the panel's trigger (the panel closes
 * and its button disappears), so the dialog hands focus back to the trigger when it closes.
 */
function openDialogFromPanel(event: MouseEvent<HTMLElement>, kind: DialogKind) {
  const triggerId = event.currentTarget.closest('[aria-labelledby]')?.getAttribute('aria-labelledby');
  if (triggerId) document.getElementById(triggerId)?.focus();
  openDialog(kind);
}

/** A page of the menu: icon, name and one line on it, then its in-page sections. */
function PageBlock({ page }: { page: NavPage }) {
  return (
    <div className="rounded-2xl p-3 transition-colors hover:bg-ink-50">
      <MenuLink href={page.href} className="group flex items-start gap-3 rounded-xl">
        <PageLinkBody link={page} />
      </MenuLink>
      {page.anchors && (
        <ul aria-label={`${page.label} sections`} className="mt-2.5 ml-[3.25rem] space-y-px border-l border-ink-100 pl-2">
          {page.anchors.map((anchor) => (
            <li key={anchor.href}>
              <MenuLink
                href={anchor.href}
                className="block rounded-lg px-2.5 py-1 text-[13px] font-medium text-ink-600 transition-colors hover:bg-brand-50 hover:text-brand-800"
              >
                {anchor.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Pages in three columns, over a band with one sentence and one next step. */
function PagesPanel({ pages, stripText, action }: { pages: NavPage[]; stripText: string; action: ReactNode }) {
  return (
    <div>
      <div className="grid grid-cols-3 gap-1 p-4">
        {pages.map((page) => (
          <PageBlock key={page.href} page={page} />
        ))}
      </div>
      <PanelStrip text={stripText}>{action}</PanelStrip>
    </div>
  );
}

/** The band along the bottom of a panel. */
function PanelStrip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-6 border-t border-ink-100 bg-ink-50 px-7 py-3.5">
      <p className="text-sm text-ink-600">{text}</p>
      {children}
    </div>
  );
}

const SoftwarePanel = () => (
  <PagesPanel
    pages={softwarePages}
    stripText={layoutCopy.softwareStrip.text}
    action={
      <NavigationMenu.Link asChild>
        <button type="button" className={stripAction} onClick={(event) => openDialogFromPanel(event, 'demo')}>
          {layoutCopy.softwareStrip.action}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </NavigationMenu.Link>
    }
  />
);

const SolutionsPanel = () => (
  <PagesPanel
    pages={solutionPages}
    stripText={layoutCopy.solutionsStrip.text}
    action={
      <MenuLink href={pricingLink.href} className={stripAction}>
        {layoutCopy.solutionsStrip.action}
        <ArrowRight className="size-4" aria-hidden="true" />
      </MenuLink>
    }
  />
);

function SupportPanel() {
  return (
    <div>
      <div className="grid grid-cols-4 gap-2 p-6">
        {supportColumns.map((column) => {
          const Icon = supportColumnIcons[column.title];
          const titleId = `menu-support-${column.title.toLowerCase().replaceAll(' ', '-')}`;
          return (
            <div key={column.title}>
              <p id={titleId} className="flex items-center gap-2 px-3 text-xs font-semibold tracking-wider text-ink-500 uppercase">
                {Icon && <Icon className="size-4 text-brand-600" aria-hidden="true" />}
                {column.title}
              </p>
              <ul aria-labelledby={titleId} className="mt-3 space-y-0.5">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <MenuLink href={link.href} className="group block rounded-xl px-3 py-2 transition-colors hover:bg-ink-50">
                      <span className="block text-sm font-semibold text-ink-900 group-hover:text-brand-800 group-aria-[current=page]:text-brand-700">
                        {link.label}
                      </span>
                      {link.description && <span className="mt-0.5 block text-[13px] leading-snug text-ink-600">{link.description}</span>}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <PanelStrip text={layoutCopy.supportStrip.text}>
        <NavigationMenu.Link asChild>
          <a href={`mailto:${brand.supportEmail}`} className={stripAction}>
            <Mail className="size-4" aria-hidden="true" />
            {brand.supportEmail}
          </a>
        </NavigationMenu.Link>
      </PanelStrip>
    </div>
  );
}

/** The panels, by menu (this module loads when the visitor first reaches for the menu bar). */
export const megaMenuPanels: Record<'software' | 'solutions' | 'support', ComponentType> = {
  software: SoftwarePanel,
  solutions: SolutionsPanel,
  support: SupportPanel,
};
