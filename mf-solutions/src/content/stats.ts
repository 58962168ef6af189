/** This area's stats strips: the marketing figures of SPEC §1, kept once in shared. */
export { headlineStats as solutionStats, scaleStats as pricingStats } from 'shared/marketingFigures';
