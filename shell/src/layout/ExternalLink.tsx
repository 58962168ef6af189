import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { layoutCopy } from './copy';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab; screen readers hear that it does. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {layoutCopy.newTab}</span>
    </a>
  );
}
