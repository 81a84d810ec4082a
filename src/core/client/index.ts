export * from './errors';
export { ACCESS_TOKEN_DEADLINE_MS, type AccessTokenSource, Credentials, type SentCredentials } from './Credentials';
export { parseSearchResult, productsOfData, type SearchResult } from './records';
export { type ProbeOptions, probeService, type ServiceProbe } from './probeService';
export { answersWithoutCors, type AnswersWithoutCorsOptions } from './answersWithoutCors';
export { searchPath } from './searchPath';
export { checkServiceUrl } from './serviceUrl';
export { redactSecret } from './redactSecret';
export {
  type DownloadAddress,
  type DownloadOptions,
  type DownloadProgress,
  DOWNLOAD_FLOOR_BYTES_PER_SECOND,
  DOWNLOAD_MINIMUM_DEADLINE_MS,
  DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS,
  fetchProductFile,
  type FileAttempt,
  type FileAttemptControl,
  InProcessProductFiles,
  parseDownloadAddress,
  CHECKSUM_CHUNK,
  checksumOfText,
  type ProductFile,
  type ProductFileSource,
  ProductsChecksum,
  type ProductsText,
  readCategoryFile,
  readProductFileOnce,
  type Sha256,
  webCryptoSha256,
  rebuildError,
  type SerializedError,
  serializeError,
  serveProductFiles,
  type FromProductFileWorker,
  type ProductFileWorker,
  type ProductFileWorkerScope,
  PRODUCT_BATCH_MS,
  PRODUCT_BATCH_SIZE,
  type ToProductFileWorker,
  type WorkerEvent,
  WorkerProductFiles,
  type WorkerProductFilesOptions,
} from './download';
export { type FetchFunction, type RequestStats, Transport, type TransportOptions } from './Transport';
export type { CategoryFile, DownloadedFile, SearchAnswer, SearchApi, ServiceApi } from './ServiceApi';
export { askFileSize, FILE_SIZE_TIMEOUT_MS, type FileSizeOptions } from './fileSize';
export { ADDRESS_REUSE_MS, type IssuedAddress, IssuedAddresses } from './IssuedAddresses';
export { CategoryDownloader, type CategoryDownloaderOptions } from './CategoryDownloader';
export { ServiceClock } from './ServiceClock';
