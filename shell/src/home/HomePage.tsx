import { PageMeta } from 'shared/ui/PageMeta';
import { homeJsonLd } from 'shared/seo';
import { useSettings } from 'shared/settings';
import { brand } from 'shared/brand';

export function HomePage() {
  const { siteUrl } = useSettings();
  return (
    <>
      <PageMeta title="" description={brand.tagline} jsonLd={homeJsonLd(siteUrl)} />
      <h1 className="p-10 text-4xl font-bold">{brand.name}</h1>
    </>
  );
}
