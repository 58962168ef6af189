export { createDataClient, currentDataClient, loadQueryModule, providePageData, readRetries, readRetryDelayMs, setDataClient } from './dataClient';
export { DataProvider } from './DataProvider';
export { withSiteData } from './withSiteData';
export { contentReadOf, contentShown, listsPosts, showsPost, type ContentRead } from './contentReads';
