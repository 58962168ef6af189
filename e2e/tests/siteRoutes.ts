/** Every route an area remote renders, with the words its heading must contain. */
export const areaRoutes: [path: string, heading: RegExp][] = [
  ['/software/guest-journey', /guest journey/i],
  ['/software/guest-engagement', /guest engagement/i],
  ['/software/staff-tools', /staff tools/i],
  ['/software/smart-property', /smart property/i],
  ['/software/payments-security', /payments/i],
  ['/software/integrations', /integrations/i],
  ['/solutions/by-industry', /industry/i],
  ['/solutions/by-technology', /technology/i],
  ['/solutions/by-goal', /goal/i],
  ['/pricing', /pricing|plan/i],
  ['/support/get-help', /help/i],
  ['/support/onboarding', /onboarding/i],
  ['/support/status', /status/i],
  ['/support/updates', /updates|release/i],
  ['/support/api-docs', /api/i],
  ['/support/community', /community/i],
  ['/about', /about|story/i],
  ['/downloads', /downloads/i],
  ['/security', /guest data, protected/i],
  ['/terms-and-conditions', /terms/i],
  ['/terms-conditions', /terms/i],
  ['/privacy-policy', /privacy/i],
  ['/gdpr', /gdpr/i],
  ['/how-to-manage-your-data', /data/i],
  ['/hospitality-industry-news', /news/i],
];

/** Every route of the site: the shell's home page and the areas' routes. */
export const siteRoutes: [path: string, heading: RegExp][] = [['/', /guest/i], ...areaRoutes];
