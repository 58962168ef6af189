/**
 * Calls `callback` each time the page's size changes — content arriving late: a page rendered in the browser
 * after its loading state, an embed's remote or data — after layout and before the change is painted, until the
 * returned function is called.
 */
export function onPageResized(callback: () => void): () => void {
  const observer = new ResizeObserver(() => callback());
  observer.observe(document.documentElement);
  return () => observer.disconnect();
}
