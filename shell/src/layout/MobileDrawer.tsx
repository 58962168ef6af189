import * as Collapsible from '@radix-ui/react-collapsible';
import * as Dialog from '@radix-ui/react-dialog';
import { CalendarCheck, ChevronDown, X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from 'shared/brand';
import { openDialog, type DialogKind } from 'shared/dialogs';
import { pricingLink, softwarePages, solutionPages, supportColumns, type NavLink } from 'shared/navigation';
import { buttonClasses } from 'shared/ui/Button';
import { isCurrentPage, isInGroup } from './activeRoute';
import { BrandLogo } from './BrandLogo';
import { layoutCopy } from './copy';
import { ExternalSiteLinks } from './ExternalSiteLinks';
import { PageLinkBody } from './PageLinkBody';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the drawer closes, unless a link took the visitor elsewhere. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

function DrawerLink({ link, onFollow, icon }: { link: NavLink; onFollow: () => void; icon?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={link.href}
      onClick={onFollow}
      aria-current={isCurrentPage(pathname, link.href) ? 'page' : undefined}
      className="group flex items-start gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-ink-50 aria-[current=page]:bg-brand-50"
    >
      {icon ? (
        <PageLinkBody link={link} />
      ) : (
        <span className="text-[15px] font-semibold text-ink-900 group-aria-[current=page]:text-brand-800">{link.label}</span>
      )}
    </Link>
  );
}

function DrawerSection({ title, defaultOpen, children }: { title: string; defaultOpen: boolean; children: ReactNode }) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="border-b border-ink-100">
      <Collapsible.Trigger className="group flex w-full items-center justify-between px-1 py-4 text-left text-base font-semibold text-ink-900">
        {title}
        <span className="grid size-8 place-items-center rounded-full bg-ink-50 text-ink-600 transition-colors group-data-[state=open]:bg-brand-50 group-data-[state=open]:text-brand-700">
          <ChevronDown
            className="size-4 group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
            aria-hidden="true"
          />
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className="drawer-section overflow-hidden">
        <div className="pb-4">{children}</div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

const externalButton =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-full border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-900 transition-colors hover:border-brand-300 hover:bg-brand-50';

const softwareLinks: NavLink[] = softwarePages.map(({ label, href, description }) => ({ label, href, description }));
const solutionLinks: NavLink[] = solutionPages.map(({ label, href, description }) => ({ label, href, description }));

/** The slide-out menu below the lg breakpoint (a modal Radix Dialog: focus trapped, Esc closes). */
export default function MobileDrawer({ open, onOpenChange, menuButton }: MobileDrawerProps) {
  const { pathname } = useLocation();
  // Set when a link closes the drawer: focus then belongs to the new page, not the menu button.
  const leaving = useRef(false);
  // A dialog asked for from the drawer opens once the drawer is gone and focus is back on the menu
  // button, so closing the dialog returns focus there (not to a button that no longer exists).
  const dialogAfterClose = useRef<DialogKind | null>(null);
  const follow = () => {
    leaving.current = true;
    onOpenChange(false);
  };
  const closeThenOpen = (dialog: DialogKind) => {
    dialogAfterClose.current = dialog;
    onOpenChange(false);
  };
  const hrefs = (items: NavLink[]) => items.map((item) => item.href);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) leaving.current = false;
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const dialog = dialogAfterClose.current;
            dialogAfterClose.current = null;
            if (!leaving.current) menuButton.current?.focus();
            if (dialog) openDialog(dialog);
          }}
          className="drawer-panel fixed inset-y-0 right-0 z-50 flex w-[min(100%-2.5rem,24rem)] flex-col bg-white shadow-[var(--shadow-float)] outline-none sm:rounded-l-[var(--radius-card)]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-100 px-5">
            <Dialog.Title className="sr-only">{layoutCopy.drawerTitle}</Dialog.Title>
            <Link to="/" onClick={follow} className="rounded-lg" aria-label={`${brand.name} home`}>
              <BrandLogo />
            </Link>
            <Dialog.Close
              aria-label={layoutCopy.closeMenu}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 transition-colors hover:bg-ink-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <nav aria-label="Mobile" className="flex-1 overflow-y-auto overscroll-contain px-4 py-2">
            <DrawerSection title="Software" defaultOpen={isInGroup(pathname, hrefs(softwareLinks))}>
              {softwareLinks.map((link) => (
                <DrawerLink key={link.href} link={link} onFollow={follow} icon />
              ))}
            </DrawerSection>
            <Link
              to={pricingLink.href}
              onClick={follow}
              aria-current={isCurrentPage(pathname, pricingLink.href) ? 'page' : undefined}
              className="flex items-center border-b border-ink-100 px-1 py-4 text-base font-semibold text-ink-900 aria-[current=page]:text-brand-800"
            >
              {pricingLink.label}
            </Link>
            <DrawerSection title="Solutions" defaultOpen={isInGroup(pathname, hrefs(solutionLinks))}>
              {solutionLinks.map((link) => (
                <DrawerLink key={link.href} link={link} onFollow={follow} icon />
              ))}
            </DrawerSection>
            <DrawerSection title="Support" defaultOpen={supportColumns.some((column) => isInGroup(pathname, hrefs(column.links)))}>
              <div className="grid gap-4">
                {supportColumns.map((column) => (
                  <div key={column.title}>
                    <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">{column.title}</p>
                    {column.links.map((link) => (
                      <DrawerLink key={link.href} link={{ label: link.label, href: link.href }} onFollow={follow} />
                    ))}
                  </div>
                ))}
              </div>
            </DrawerSection>
            <div className="mt-6 mb-2 rounded-[var(--radius-card)] bg-brand-50 p-5 ring-1 ring-brand-100">
              <p className="text-[15px] font-semibold text-ink-900">{layoutCopy.drawerDemo.title}</p>
              <p className="mt-1 text-sm leading-snug text-ink-600">{layoutCopy.drawerDemo.text}</p>
              <button
                type="button"
                onClick={() => closeThenOpen('demo')}
                className="mt-3 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                <CalendarCheck className="size-4" aria-hidden="true" />
                {layoutCopy.drawerDemo.action}
              </button>
            </div>
          </nav>

          <div className="shrink-0 space-y-3 border-t border-ink-100 bg-ink-50 px-5 py-5">
            <button
              type="button"
              className={buttonClasses('primary', 'lg', 'w-full')}
              onClick={() => closeThenOpen('get-started')}
            >
              Get Started
            </button>
            <div className="grid grid-cols-2 gap-3">
              <ExternalSiteLinks className={externalButton} />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
