import { aiAndAutomationPosts } from './posts/aiAndAutomation';
import { generalPosts } from './posts/general';
import { guestExperiencePosts } from './posts/guestExperience';
import { industryTrendsPosts } from './posts/industryTrends';
import { operationsPosts } from './posts/operations';
import { paymentsPosts } from './posts/payments';
import { revenuePosts } from './posts/revenue';
import { sustainabilityPosts } from './posts/sustainability';
import { technologyPosts } from './posts/technology';
import type { SeedPost } from './types';

export const seedPosts: SeedPost[] = [
  ...aiAndAutomationPosts,
  ...guestExperiencePosts,
  ...operationsPosts,
  ...revenuePosts,
  ...sustainabilityPosts,
  ...paymentsPosts,
  ...technologyPosts,
  ...industryTrendsPosts,
  ...generalPosts,
];
