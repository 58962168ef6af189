import { PageMeta } from 'shared/ui/PageMeta';

export default function TermsPage() {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <PageMeta title="Terms and Conditions" description="Website terms and conditions." />
      <h1 className="text-4xl font-bold text-brand-800">Terms and Conditions</h1>
    </article>
  );
}
