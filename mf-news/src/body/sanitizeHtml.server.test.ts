// The prerender job's sanitiser: Node with no page DOM, DOMPurify over jsdom (domWindow.server.ts), as the
// Node build resolves it. It must give exactly what the browser gives, or the HTML would not hydrate.
import { describe, expect, it, vi } from 'vitest';
import { hostileHtmlBodies } from 'e2e/hostileBodies';

vi.mock('./domWindow', () => import('./domWindow.server'));

const { sanitizePostHtml } = await import('./sanitizeHtml');

describe('sanitizePostHtml in Node (the prerender job)', () => {
  it('runs without a page DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizePostHtml('<p>Before</p><script>alert(1)</script><h1>Title</h1>')).toBe('<p>Before</p><h2>Title</h2>');
  });

  it.each(hostileHtmlBodies)('neutralises "$name"', ({ content }) => {
    const html = sanitizePostHtml(content);
    expect(html).not.toMatch(/<(script|style|iframe|frame|object|embed|form|svg|math|link|meta|base|template)\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:text|srcdoc|style=/i);
  });

  it('opens safe links in a new tab, as in the browser', () => {
    expect(sanitizePostHtml('<a href="https://example.com/report" target="_self">Report</a>')).toBe(
      '<a href="https://example.com/report" target="_blank" rel="noopener noreferrer">Report</a>',
    );
  });
});
