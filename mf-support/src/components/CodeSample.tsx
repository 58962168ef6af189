/** A short request example, scrollable sideways on narrow screens and reachable by keyboard. */
export function CodeSample({ code, label }: { code: string; label: string }) {
  return (
    <figure className="overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-card)]">
      <figcaption className="border-b border-white/10 px-5 py-3 text-xs font-semibold tracking-wide text-ink-200 uppercase">{label}</figcaption>
      <pre tabIndex={0} aria-label={label} className="overflow-x-auto p-5 text-sm leading-relaxed text-brand-100 focus-visible:outline-2 focus-visible:outline-brand-300">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
