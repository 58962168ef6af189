import { cn } from 'shared/cn';

/** A small spinning ring; decorative, the surrounding text says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none', className)}
    />
  );
}
