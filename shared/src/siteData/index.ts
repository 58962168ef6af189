export { createDataClient, createSiteData, loadQueryModule, readRetries, readRetryDelayMs, SiteDataContext, type SiteData } from './dataClient';
export { DataProvider } from './DataProvider';
export { withSiteData } from './withSiteData';
export { contentReadOf, contentShown, listsPosts, showsPost, type ContentRead } from './contentReads';
