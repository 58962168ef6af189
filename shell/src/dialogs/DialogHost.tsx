import { useEffect, useRef, type CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router';
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

/**
 * Opens the dialog a link names (`/pricing?dialog=contact`, e.g. from a marketing e-mail), and drops the
 * parameter when that dialog closes, so a reload or a shared URL does not open it again.
 */
function useDialogLinks(open: DialogKind | null) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const kind = new URLSearchParams(location.search).get(param);
    if (isDialogKind(kind)) openDialog(kind);
  }, [location.key, location.search]);

  // Runs when the open dialog changes, with the location of that render.
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current !== null && open !== wasOpen.current;
    wasOpen.current = open;
    const params = new URLSearchParams(location.search);
    if (!closed || !params.has(param)) return;
    params.delete(param);
    const search = params.toString();
    // A router navigation keeps the router's idea of the URL true; it replaces the entry, so closing a dialog
    // adds no history entry, and a replaced address on the same page keeps the scroll position
    // (layout/ScrollRestoration.tsx).
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
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
