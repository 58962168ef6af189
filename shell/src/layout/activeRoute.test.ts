import { describe, expect, it } from 'vitest';
import { isCurrentPage, isInGroup } from './activeRoute';

describe('active route marks', () => {
  it('marks the link of the page on screen, with or without a trailing slash', () => {
    expect(isCurrentPage('/software/staff-tools', '/software/staff-tools')).toBe(true);
    expect(isCurrentPage('/software/staff-tools/', '/software/staff-tools')).toBe(true);
    expect(isCurrentPage('/software/staff-tools', '/software/smart-property')).toBe(false);
  });

  it('never marks an anchor link: it points into a page, not at it', () => {
    expect(isCurrentPage('/software/staff-tools', '/software/staff-tools#tasks')).toBe(false);
  });

  it('highlights a menu when the page on screen is one of its links, anchors ignored', () => {
    const support = ['/support/get-help', '/support/get-help#contact', '/about#esg'];
    expect(isInGroup('/about', support)).toBe(true);
    expect(isInGroup('/support/get-help/', support)).toBe(true);
    expect(isInGroup('/pricing', support)).toBe(false);
    expect(isInGroup('/', ['/'])).toBe(true);
  });
});
