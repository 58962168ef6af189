import { useEffect, useRef, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { closeDialog, isDialogKind, openDialog, takeDialogOpener, useOpenDialog, type DialogKind } from 'shared/dialogs';
import { dialogContent } from '../content/dialogs';
import { LeadForm } from './LeadForm';
import { SiteDialog } from './SiteDialog';

const param = 'dialog';

// Sonner's defaults stand (3 visible, 4 s, bottom-right); only the look follows the site: its font, and
// a destructive red with AA contrast (sonner's own error red is just under 4.5:1 on its background).
const toasterStyle = {
  fontFamily: 'inherit',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

/** Opens the dialog a link names (`/pricing?dialog=contact`), e.g. from a marketing e-mail. */
function useDialogLinks(open: DialogKind | null) {
  const location = useLocation();
  useEffect(() => {
    const kind = new URLSearchParams(location.search).get(param);
    if (isDialogKind(kind)) openDialog(kind);
    // Once per navigation: dropping the parameter on close leaves the router's location unchanged.
  }, [location.key, location.search]);

  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current !== null && open !== wasOpen.current;
    wasOpen.current = open;
    const url = new URL(window.location.href);
    if (!closed || !url.searchParams.has(param)) return;
    url.searchParams.delete(param);
    // Not a router navigation: closing a dialog must neither scroll the page nor count as a page view.
    window.history.replaceState(window.history.state, '', url);
  }, [open]);
}

/**
 * Loaded after the first paint (see Layout): sonner's toaster at its defaults (3 visible, 4 s,
 * bottom-right) and the one dialog open at a time, opened from any area through `shared/dialogs`.
 */
export default function DialogHost() {
  const open = useOpenDialog();
  useDialogLinks(open);
  // The frame needs content while closed too: keep the last dialog's.
  const lastKind = useRef<DialogKind>('demo');
  if (open) lastKind.current = open;
  const kind = open ?? lastKind.current;
  const content = dialogContent[kind];

  const returnFocus = (event: Event) => {
    event.preventDefault();
    const opener = takeDialogOpener();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };

  return (
    <>
      <Toaster style={toasterStyle} />
      <SiteDialog
        open={open !== null}
        onOpenChange={(next) => (next ? undefined : closeDialog())}
        onCloseAutoFocus={returnFocus}
        content={content}
      >
        {/* Keyed by kind: switching dialogs starts a fresh form. */}
        <LeadForm key={kind} kind={kind} content={content} onSent={closeDialog} />
      </SiteDialog>
    </>
  );
}
