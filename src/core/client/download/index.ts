export { type DownloadAddress, parseDownloadAddress } from './downloadAddress';
export {
  DOWNLOAD_FLOOR_BYTES_PER_SECOND,
  DOWNLOAD_MINIMUM_DEADLINE_MS,
  DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS,
  type DownloadOptions,
  type DownloadProgress,
  fetchProductFile,
} from './fetchProductFile';
