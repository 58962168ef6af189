import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DialogContent } from '../content/dialogs';

interface SiteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button that opened it, when there was one). */
  onCloseAutoFocus: (event: Event) => void;
  content: DialogContent;
  children: ReactNode;
}

/**
 * The frame every site dialog shares: a modal Radix dialog (focus trapped, Esc closes) at most 425 px
 * wide, with title, introduction and a close button. The overlay scrolls, so tall forms fit small screens.
 */
export function SiteDialog({ open, onOpenChange, onCloseAutoFocus, content, children }: SiteDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink-900/60 p-4 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none sm:p-6">
          <Dialog.Content
            onCloseAutoFocus={onCloseAutoFocus}
            className="relative w-full max-w-[425px] rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-float)] transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none sm:p-7"
          >
            <div className="pr-8">
              <Dialog.Title className="text-xl font-bold tracking-tight text-ink-900">{content.title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm leading-relaxed text-ink-600">{content.description}</Dialog.Description>
            </div>
            {content.highlights ? (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Highlights">
                {content.highlights.map((highlight) => (
                  <li key={highlight} className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-900">
                    {highlight}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-6">{children}</div>
            <Dialog.Close className="absolute right-4 top-4 inline-flex size-9 items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900 motion-reduce:transition-none">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
