import type { ReactNode } from 'react';
import { cn } from 'shared/cn';

/** The area's white, rounded, softly shadowed panel. */
export function Card({ children, className, as: Tag = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'li' | 'article' }) {
  return (
    <Tag className={cn('rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-[var(--shadow-card)]', className)}>
      {children}
    </Tag>
  );
}
