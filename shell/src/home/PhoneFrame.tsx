import type { HTMLAttributes } from 'react';

/**
 * The phone's body and screen, at a fixed size so the placeholder shown while the demo loads takes
 * exactly its place: header 9rem + tab bar 3rem (its border under the tabs’ own) + panels 20rem, plus the 10 px bezel.
 */
export function PhoneFrame({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...props} className="mx-auto h-[532px] w-full max-w-[22rem] rounded-[2.75rem] bg-ink-900 p-2.5 shadow-[var(--shadow-float)]">
      <div className="h-full overflow-hidden rounded-[2.25rem] bg-white">{children}</div>
    </div>
  );
}

/** The empty phone shown until the demo's code has loaded. */
export function PhonePlaceholder() {
  return (
    <PhoneFrame aria-hidden="true">
      <div className="h-36 bg-brand-800" />
    </PhoneFrame>
  );
}
