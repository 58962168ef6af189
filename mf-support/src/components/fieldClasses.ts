/** The look of this area's text inputs and text areas (focus ring in the brand colour, 16 px text so phones do not zoom). */
export const fieldClasses =
  'mt-2 block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500';
