/** Classes of a link inside running text: brand colour, underlined so it is not told by colour alone. */
export const textLinkClass =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 transition-colors hover:text-brand-900 hover:decoration-brand-700 motion-reduce:transition-none';
