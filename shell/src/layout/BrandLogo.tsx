import { useId } from 'react';
import { brand } from 'shared/brand';
import { cn } from 'shared/cn';

/** The brand mark (a roof over a smile: a home that makes guests happy) and the word mark. */
export function BrandMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-500)" />
          <stop offset="1" stopColor="var(--color-brand-800)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M8.5 15.5 16 9.5l7.5 6" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.5 19.8c3.2 3.6 7.8 3.6 11 0" fill="none" stroke="var(--color-accent-300)" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

export function BrandLogo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className={cn('text-xl font-extrabold tracking-tight', tone === 'dark' ? 'text-ink-900' : 'text-white')}>
        {brand.name}
      </span>
    </span>
  );
}
