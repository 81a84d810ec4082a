import { type ProductFileWorkerScope, serveProductFiles } from '../core/client';

// The Web Worker that fetches and reads category files off the page's thread (RuntimeProductFiles starts it;
// webpack.config.js builds it as productFileWorker.js). Its fetch is the worker's own: the file's address
// needs no key, and the page keeps every request that carries one.
serveProductFiles(globalThis as unknown as ProductFileWorkerScope, (input, init) => globalThis.fetch(input, init));
