export { createDataClient, currentDataClient, loadQueryModule, readRetries, readRetryDelayMs, setDataClient } from './dataClient';
export { DataProvider } from './DataProvider';
export { withSiteData } from './withSiteData';
