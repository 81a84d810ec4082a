export { startService, MAX_URL_LENGTH, type RunningService, type ServiceCounts } from './server';
export { type ServiceOptions, DEMO_API_KEY } from './options';
export { MAX_PRODUCTS_PER_SEARCH } from './Routes';
export { DOWNLOAD_LIFETIME_SECONDS } from './DownloadSigner';
