import { PageMeta } from 'shared/ui/PageMeta';
import { Button } from 'shared/ui/Button';
import { brand } from 'shared/brand';
/**
 * Shown in place of an area whose remote cannot be loaded or has failed (`label`: the area's name, or "This
 * page" when the settings document that says which area owns the page could not be read); the rest of the
 * site works.
 */
export function AreaUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <section aria-labelledby="area-unavailable-title" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <PageMeta title={`${label} temporarily unavailable`} description={`The ${label} pages of ${brand.name} are temporarily unavailable.`} noindex />
      <div role="alert" className="flex flex-col items-center">
        <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-accent-100 text-2xl text-accent-700" aria-hidden="true">
          ⟳
        </span>
        <h1 id="area-unavailable-title" className="text-3xl font-bold tracking-tight text-ink-900">
          {label} is temporarily unavailable
        </h1>
        <p className="mt-4 text-lg text-ink-600">
          This part of the site could not be loaded just now. The rest of the site works as usual — try again
          in a moment, or email us at <a className="font-semibold text-brand-700 underline" href={`mailto:${brand.email}`}>{brand.email}</a>.
        </p>
      </div>
      <Button className="mt-8" size="lg" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
