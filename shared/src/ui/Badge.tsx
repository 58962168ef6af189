import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from 'shared/cn';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';

// Every pairing keeps text contrast at WCAG AA on its own background.
const tones: Record<BadgeTone, string> = {
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  accent: 'border-accent-200 bg-accent-50 text-accent-800',
  neutral: 'border-ink-200 bg-ink-50 text-ink-700',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  danger: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-sky-200 bg-sky-50 text-sky-800',
};

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  icon?: LucideIcon;
  className?: string;
}

/** A small pill label: hero eyebrows, categories, statuses. */
export function Badge({ children, tone = 'brand', icon: Icon, className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide',
        tones[tone],
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}
