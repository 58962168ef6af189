/** Placeholder of one latest-news card while mf-news loads, drawn at the card's final size. */
export function NewsCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]">
      <div className="aspect-[16/9] bg-ink-100" />
      <div className="space-y-3 p-6">
        <div className="flex gap-3">
          <div className="h-6 w-24 rounded-full bg-ink-100" />
          <div className="h-6 w-20 rounded-full bg-ink-100" />
        </div>
        <div className="h-6 w-11/12 rounded-md bg-ink-100" />
        <div className="h-6 w-3/4 rounded-md bg-ink-100" />
        <div className="space-y-2 pt-2">
          {[100, 95, 98, 70].map((width) => (
            <div key={width} style={{ width: `${width}%` }} className="h-4 rounded bg-ink-100" />
          ))}
        </div>
        <div className="flex justify-between pt-3">
          <div className="h-4 w-28 rounded bg-ink-100" />
          <div className="h-4 w-20 rounded bg-ink-100" />
        </div>
      </div>
    </div>
  );
}

/** The three placeholders of the home page's news block. */
export function NewsSkeletonGrid() {
  return (
    <div role="status" aria-label="Loading the latest articles" className="grid animate-pulse gap-6 motion-reduce:animate-none md:grid-cols-3">
      <NewsCardSkeleton />
      <NewsCardSkeleton />
      <NewsCardSkeleton />
    </div>
  );
}
