export { type DownloadAddress, parseDownloadAddress } from './downloadAddress';
export { type DownloadOptions, fetchProductFile, readCategoryFile } from './fetchProductFile';
export { InProcessProductFiles } from './InProcessProductFiles';
export type {
  DownloadProgress,
  FileAttempt,
  FileAttemptControl,
  ProductFile,
  ProductFileSource,
} from './ProductFileSource';
export {
  CHECKSUM_CHUNK,
  checksumOfText,
  ProductsChecksum,
  type ProductsText,
  type Sha256,
  webCryptoSha256,
} from './ProductsChecksum';
export {
  DOWNLOAD_FLOOR_BYTES_PER_SECOND,
  DOWNLOAD_MINIMUM_DEADLINE_MS,
  DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS,
  readProductFileOnce,
} from './readProductFileOnce';
export type {
  FromProductFileWorker,
  ProductFileWorker,
  ProductFileWorkerScope,
  ToProductFileWorker,
  WorkerEvent,
} from './productFileMessages';
export { rebuildError, type SerializedError, serializeError } from './serializedError';
export { PRODUCT_BATCH_MS, PRODUCT_BATCH_SIZE, serveProductFiles } from './serveProductFiles';
export { WorkerProductFiles, type WorkerProductFilesOptions } from './WorkerProductFiles';
