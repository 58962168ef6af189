/** Placeholder while an area's remote loads: the shape of a sub-page hero and content, no text. */
export function AreaSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading page" className="min-h-screen animate-pulse motion-reduce:animate-none">
      <div className="bg-brand-950 px-6 pb-20 pt-16">
        <div className="mx-auto max-w-6xl space-y-5">
          <div className="h-6 w-32 rounded-full bg-white/10" />
          <div className="h-12 w-3/4 max-w-2xl rounded-xl bg-white/10" />
          <div className="h-5 w-2/3 max-w-xl rounded-lg bg-white/10" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-6 py-16 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-48 rounded-[var(--radius-card)] bg-ink-100" />
        ))}
      </div>
    </div>
  );
}
