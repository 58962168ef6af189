import { features, featuresIntro } from './content';
import { IconCardLink } from './IconCardLink';
import { HomeSection } from './HomeSection';

/** The six software modules (target of the /#software links). */
export function FeaturesGrid() {
  return (
    <HomeSection hydrate="never" name="software" anchor intro={featuresIntro} className="bg-ink-50">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <IconCardLink key={feature.title} card={feature} />
        ))}
      </div>
    </HomeSection>
  );
}
