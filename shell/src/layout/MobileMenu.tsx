import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntent } from 'shared/loading';
import { layoutCopy } from './copy';

// The drawer (Radix Dialog and Collapsible) is not needed for the first paint: it loads when the
// visitor reaches for the button, so it stays out of the shell's initial JavaScript.
const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

/** The menu button below the lg breakpoint and the slide-out drawer it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // It loads as the visitor reaches for the button (the `intent` policy), so it is there when it opens.
  useIntent(buttonRef, loadDrawer);
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={layoutCopy.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} menuButton={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
