import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from 'shared/cn';
import { listMessages } from '../content/news';

export interface NewsFiltersProps {
  categories: string[];
  /** null for All. */
  category: string | null;
  onCategory: (category: string | null) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** Category buttons (All plus each category of the posts) and the search box. */
export function NewsFilters({ categories, category, onCategory, search, onSearch }: NewsFiltersProps) {
  const searchId = useId();
  const options: { label: string; value: string | null }[] = [{ label: listMessages.allCategories, value: null }, ...categories.map((name) => ({ label: name, value: name }))];
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label={listMessages.categoriesLabel} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === category;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={active}
              onClick={() => onCategory(option.value)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none',
                active ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-200 bg-white text-ink-700 hover:border-brand-300 hover:text-brand-800',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <div className="relative w-full lg:max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {listMessages.searchLabel}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-500" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={listMessages.searchPlaceholder}
          className="w-full rounded-full border border-ink-200 bg-white py-2.5 pr-4 pl-10 text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
        />
      </div>
    </div>
  );
}
