import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath } from './seo';

describe('breadcrumbsFromPath', () => {
  it('names crumbs from the menus and links area roots to their home-page block', () => {
    expect(breadcrumbsFromPath('/software/guest-journey')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Software', href: '/#software' },
      { label: 'Guest Journey', href: '/software/guest-journey' },
    ]);
    expect(breadcrumbsFromPath('/support/api-docs')[1]).toEqual({ label: 'Support', href: '/#support' });
  });
});
