import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntent } from 'shared/loading';
import { pricingLink, softwarePages, solutionPages, supportColumns } from 'shared/navigation';
import { isInGroup } from './activeRoute';
import { MenuLink } from './MenuLink';

/** A menu opens after 200 ms of hover; moving to another within 300 ms opens it at once. */
export const menuDelays = { hover: 200, skip: 300 } as const;

type MenuId = 'software' | 'solutions' | 'support';

/** Mega menu panel widths in px. */
export const panelWidths: Record<MenuId, number> = { software: 900, solutions: 800, support: 900 };

// The panels' links and icons are only needed once a menu opens: they load when the pointer or focus
// reaches the menu bar (well within the 200 ms hover delay), keeping them out of the first paint's JS.
// Once loaded they render synchronously, and a menu asked to open before that opens once they have loaded
// (DesktopNav), so a panel never opens on a placeholder that then grows, nor one that arrow keys cannot enter.
// A memo of code (the module, once loaded), not state of a tab or a render.
const panels: { loaded?: typeof import('./MegaMenuPanels').megaMenuPanels } = {};
const loadPanels = () =>
  import('./MegaMenuPanels').then((module) => {
    panels.loaded = module.megaMenuPanels;
    return module.megaMenuPanels;
  });
const lazyPanel = (id: MenuId) => lazy(() => loadPanels().then((all) => ({ default: all[id] })));
const lazyPanels = { software: lazyPanel('software'), solutions: lazyPanel('solutions'), support: lazyPanel('support') };

const groups: Record<MenuId, string[]> = {
  software: softwarePages.map((page) => page.href),
  solutions: solutionPages.map((page) => page.href),
  support: supportColumns.flatMap((column) => column.links.map((link) => link.href)),
};

const topItem =
  'relative inline-flex h-10 items-center gap-1 rounded-full px-4 text-[15px] font-medium text-ink-700 transition-colors ' +
  'hover:bg-ink-100 hover:text-ink-900 data-[state=open]:bg-ink-100 data-[state=open]:text-ink-900 ' +
  'aria-[current=page]:text-brand-800 data-[current]:text-brand-800 ' +
  // A small accent dot under the menu of the page on screen.
  'after:absolute after:bottom-0.5 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-accent-500 ' +
  'after:opacity-0 aria-[current=page]:after:opacity-100 data-[current]:after:opacity-100';

function MenuItem({ id, label, open }: { id: MenuId; label: string; open: boolean }) {
  const { pathname } = useLocation();
  const item = useRef<HTMLLIElement>(null);
  // While a menu is open Radix puts a focusable "focus proxy" after its trigger (Tab from the trigger
  // lands there and is sent into the panel) and marks it aria-hidden, which hides a focusable element
  // from assistive technology (axe: aria-hidden-focus). It has no content, so nothing is lost unhiding it.
  useLayoutEffect(() => {
    if (open) item.current?.querySelectorAll(':scope > [aria-hidden="true"][tabindex="0"]').forEach((proxy) => proxy.removeAttribute('aria-hidden'));
  }, [open]);
  const Panel = panels.loaded?.[id];
  const LazyPanel = lazyPanels[id];
  return (
    <NavigationMenu.Item value={id} ref={item}>
      <NavigationMenu.Trigger className={`group ${topItem}`} data-current={isInGroup(pathname, groups[id]) ? '' : undefined}>
        {label}
        <ChevronDown
          className="size-4 text-ink-500 group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
          aria-hidden="true"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="mega-panel absolute top-0 left-0" style={{ width: panelWidths[id] }}>
        {Panel ? (
          <Panel />
        ) : (
          <Suspense fallback={<div className="h-96" />}>
            <LazyPanel />
          </Suspense>
        )}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The desktop top bar (lg and up): Software, Pricing, Solutions and Support, with mega menus. */
export function DesktopNav() {
  const { key } = useLocation();
  const [openMenu, setOpenMenu] = useState('');
  // The menu last asked for: one the visitor left while its panels loaded stays closed.
  const asked = useRef('');
  const openOnceLoaded = (value: string) => {
    asked.current = value;
    if (!value || panels.loaded) return setOpenMenu(value);
    const open = () => asked.current === value && setOpenMenu(value);
    // A failed load opens on the lazy panel, which tries again.
    void loadPanels().then(open, open);
  };
  // Following any link closes the menu (the router handles the click before Radix would see it). Only a new
  // page does: the menus hydrate on the visitor's first interaction, which may be the click that opened one.
  const shownPage = useRef(key);
  useEffect(() => {
    if (shownPage.current === key) return;
    shownPage.current = key;
    setOpenMenu('');
  }, [key]);
  // The panels load as the visitor reaches for the menus (the `intent` policy, which also counts a pointer or
  // focus already there when a prerendered page's menus hydrate under it).
  const bar = useRef<HTMLElement>(null);
  useIntent(bar, loadPanels);

  return (
    <NavigationMenu.Root
      ref={bar}
      value={openMenu}
      onValueChange={openOnceLoaded}
      delayDuration={menuDelays.hover}
      skipDelayDuration={menuDelays.skip}
      aria-label="Main"
      className="max-lg:hidden"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        <MenuItem id="software" label="Software" open={openMenu === 'software'} />
        <NavigationMenu.Item>
          <MenuLink href={pricingLink.href} className={topItem}>
            {pricingLink.label}
          </MenuLink>
        </NavigationMenu.Item>
        <MenuItem id="solutions" label="Solutions" open={openMenu === 'solutions'} />
        <MenuItem id="support" label="Support" open={openMenu === 'support'} />
      </NavigationMenu.List>
      {/* Panels open centred under the header; the wrapper lets clicks through beside the panel. */}
      <div className="pointer-events-none absolute inset-x-0 top-full flex justify-center">
        <NavigationMenu.Viewport className="mega-viewport pointer-events-auto relative mt-2 h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-ink-900/5 shadow-[var(--shadow-float)]" />
      </div>
    </NavigationMenu.Root>
  );
}
