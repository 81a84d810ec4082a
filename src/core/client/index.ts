export * from './errors';
export { parseSearchResult, productsOfData, type SearchResult } from './records';
export { searchPath } from './searchPath';
export { type DownloadAddress, type DownloadProgress, fetchProductFile, parseDownloadAddress } from './download';
export { type FetchFunction, Transport, type TransportOptions } from './transport';
