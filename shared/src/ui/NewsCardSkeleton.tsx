/** A news-card-sized placeholder while posts load (the home teaser and the news list use it). */
export function NewsCardSkeleton() {
  return (
    <div data-testid="news-card-skeleton" className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]">
      <div className="aspect-[16/9] bg-ink-100" />
      <div className="space-y-3 p-6">
        <div className="flex gap-3">
          <div className="h-6 w-24 rounded-full bg-ink-100" />
          <div className="h-6 w-20 rounded-full bg-ink-100" />
        </div>
        <div className="h-6 w-11/12 rounded-md bg-ink-100" />
        <div className="h-6 w-3/4 rounded-md bg-ink-100" />
        <div className="space-y-2 pt-2">
          <div className="h-4 w-full rounded bg-ink-100" />
          <div className="h-4 w-11/12 rounded bg-ink-100" />
          <div className="h-4 w-2/3 rounded bg-ink-100" />
        </div>
      </div>
    </div>
  );
}

const gridClasses = {
  /** The home page's latest-news block: one row of three. */
  teaser: 'md:grid-cols-3',
  /** The news page's grid. */
  list: 'md:grid-cols-2 lg:grid-cols-3',
};

/** `count` placeholders in a news grid, announced once as loading. */
export function NewsSkeletonGrid({ count, label, layout }: { count: number; label: string; layout: keyof typeof gridClasses }) {
  return (
    <div role="status" aria-label={label} className={`grid animate-pulse gap-6 motion-reduce:animate-none ${gridClasses[layout]}`}>
      {Array.from({ length: count }, (_, index) => (
        <NewsCardSkeleton key={index} />
      ))}
    </div>
  );
}
