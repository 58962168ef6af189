// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hostileHtmlBodies } from 'e2e/hostileBodies';
import { sanitizePostHtml } from './sanitizeHtml';

const forbidden = /<(script|style|iframe|frame|object|embed|form|svg|math|link|meta|base|template|input|video|audio|source|noscript|details)\b/i;

const allowedAttributes = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'target', 'rel', 'loading'];

describe('sanitizePostHtml', () => {
  it.each(hostileHtmlBodies)('neutralises "$name"', ({ content }) => {
    const html = sanitizePostHtml(content);
    expect(html).not.toMatch(forbidden);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:text|srcdoc|style=/i);
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const element of Array.from(container.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) expect(allowedAttributes).toContain(attribute.name);
    }
  });

  it('keeps the text of what it removes where it is prose', () => {
    expect(sanitizePostHtml('<p>Before</p><script>alert(1)</script><p>After</p>')).toBe('<p>Before</p><p>After</p>');
    expect(sanitizePostHtml('<div style="position:fixed">Covered</div>')).toBe('Covered');
  });

  it('opens http(s) and mailto links in a new tab and drops other targets', () => {
    const html = sanitizePostHtml('<a href="https://example.com/report" target="_self">Report</a> <a href="mailto:press@stayvia.com">Mail</a> <a href="/pricing">Pricing</a>');
    expect(html).toBe(
      '<a href="https://example.com/report" target="_blank" rel="noopener noreferrer">Report</a> <a href="mailto:press@stayvia.com" target="_blank" rel="noopener noreferrer">Mail</a> <a>Pricing</a>',
    );
  });

  it('starts the body’s headings at h2, under the article title, keeping their steps', () => {
    expect(sanitizePostHtml('<h1>One</h1><h2>Two</h2><h6>Six</h6>')).toBe('<h2>One</h2><h3>Two</h3><h6>Six</h6>');
    expect(sanitizePostHtml('<h2>Two</h2><h3>Three</h3>')).toBe('<h2>Two</h2><h3>Three</h3>');
    expect(sanitizePostHtml('<h3>Three</h3><h4>Four</h4>')).toBe('<h2>Three</h2><h3>Four</h3>');
  });

  it('keeps structure, lists, quotes, code and images', () => {
    const html = sanitizePostHtml('<ul><li><strong>Bold</strong> <em>it</em> <u>u</u> <code>c</code></li></ul><blockquote>Q</blockquote><hr><img src="/storage/v1/object/public/blog-images/revenue.svg" alt="Chart">');
    expect(html).toBe('<ul><li><strong>Bold</strong> <em>it</em> <u>u</u> <code>c</code></li></ul><blockquote>Q</blockquote><hr><img src="/storage/v1/object/public/blog-images/revenue.svg" alt="Chart" loading="lazy">');
  });
});
