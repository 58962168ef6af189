import { Check } from 'lucide-react';
import { solutions, solutionsIntro } from './content';
import { IconCardLink } from './IconCardLink';
import { HomeSection } from './HomeSection';

/** Solution cards for hotels, rentals and property managers (target of the /#solutions links). */
export function SolutionsSection() {
  return (
    <HomeSection hydrate="never" name="solutions" anchor intro={solutionsIntro} className="bg-white">
      <div className="grid gap-6 lg:grid-cols-3">
        {solutions.map((solution) => (
          <IconCardLink key={solution.title} card={solution}>
            <ul className="mt-5 space-y-2 border-t border-ink-100 pt-5 text-sm text-ink-700">
              {solution.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {highlight}
                </li>
              ))}
            </ul>
          </IconCardLink>
        ))}
      </div>
    </HomeSection>
  );
}
