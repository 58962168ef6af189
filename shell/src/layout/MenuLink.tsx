import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isCurrentPage } from './activeRoute';

/**
 * A router link inside a mega menu: part of the menu's arrow-key focus group, marked
 * `aria-current="page"` when it names the page on screen.
 */
export function MenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Link asChild active={isCurrentPage(pathname, href)}>
      <Link to={href} className={className}>
        {children}
      </Link>
    </NavigationMenu.Link>
  );
}
