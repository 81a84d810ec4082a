export { startService, MAX_URL_LENGTH, type RunningService, type ServiceCounts } from './server';
export { type ServiceOptions, DEMO_API_KEY, DATASET_DATE } from './options';
export { MAX_PRODUCTS_PER_SEARCH } from './Routes';
export { DOWNLOAD_LIFETIME_SECONDS } from './DownloadSigner';
