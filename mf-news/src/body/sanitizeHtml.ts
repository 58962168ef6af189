/**
 * Raw-HTML post bodies through DOMPurify with a strict allow-list: text structure, links, images and tables
 * only. No script, style, frame, object, embed, form, SVG or MathML; no `on*` or `style` attributes; links
 * only to http(s)/mailto (opened in a new tab with `rel="noopener noreferrer"`); images only from http(s)
 * or this site. Headings start at h2, under the article's title.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { domWindow } from './domWindow';
import { safeLinkUrl } from './safeUrl';

const allowedTags = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'strong', 'b', 'em', 'i', 'u', 's',
  'code', 'pre', 'sub', 'sup', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span',
];

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Links and images: absolute http(s), mailto, or a path on this site.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'svg', 'math', 'link', 'meta', 'base', 'template'],
  FORBID_ATTR: ['style', 'srcset', 'srcdoc', 'target', 'formaction'],
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: DOMPurify | undefined;

/** DOMPurify over the DOM at hand, with the link and image hook (made once). */
function purify(): DOMPurify | undefined {
  if (purifier) return purifier;
  const window = domWindow();
  if (!window) return undefined;
  purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = safeLinkUrl(node.getAttribute('href'));
      if (href) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('href');
    }
    if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  return purifier;
}

/** Sanitised HTML of a post body; empty where no DOM exists to sanitise with. */
export function sanitizePostHtml(html: string): string {
  const dompurify = purify();
  if (!dompurify?.isSupported) return '';
  const fragment = dompurify.sanitize(html, config) as unknown as DocumentFragment;
  // The body's top heading level becomes h2, under the article's title (h1-based bodies move down, h3-based
  // ones up, h2-based ones stay), so the page's outline never skips a level.
  const headings = Array.from(fragment.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const shift = headings.length ? 2 - Math.min(...headings.map((heading) => Number(heading.tagName[1]))) : 0;
  for (const heading of shift === 0 ? [] : headings) {
    const level = Math.min(6, Math.max(2, Number(heading.tagName[1]) + shift));
    const lower = heading.ownerDocument.createElement(`h${level}`);
    lower.append(...Array.from(heading.childNodes));
    heading.replaceWith(lower);
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
