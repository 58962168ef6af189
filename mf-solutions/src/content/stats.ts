/** This area's stats strips: the site's marketing figures, kept once in shared. */
export { headlineStats as solutionStats, scaleStats as pricingStats } from 'shared/marketingFigures';
