import { InProcessProductFiles, type ProductFileSource, type ProductFileWorker, WorkerProductFiles } from '../core';

/** The worker's script, next to the page's bundles (webpack.config.js names it so). */
export const PRODUCT_FILE_WORKER_SCRIPT = 'productFileWorker.js';

interface WorkerScope {
  readonly Worker?: new (url: URL, options?: { readonly name?: string }) => ProductFileWorker;
  readonly location?: { readonly href: string };
}

/**
 * Where the runtime reads category files: in a Web Worker where the runtime has them (Excel's shared runtime,
 * a browser in preview mode), so that a large file is downloaded and parsed off the pane's thread; on the page
 * where it has none (Node), or once one could not be used, which `where` then says for Diagnostics.
 */
export class RuntimeProductFiles {
  readonly source: ProductFileSource;
  /** Why files are read on the page, once they are. */
  private onPageBecause: string | undefined;

  constructor(scope: WorkerScope = globalThis as WorkerScope) {
    const onPage = new InProcessProductFiles((input, init) => globalThis.fetch(input, init));
    const { Worker, location } = scope;
    if (typeof Worker !== 'function' || !location) {
      this.onPageBecause = 'this runtime has no Web Worker';
      this.source = onPage;
      return;
    }
    this.source = new WorkerProductFiles({
      startWorker: () =>
        new Worker(new URL(PRODUCT_FILE_WORKER_SCRIPT, location.href), { name: 'PartSpec category files' }),
      fallback: onPage,
      onFallback: (reason) => {
        this.onPageBecause = reason;
      },
    });
  }

  /** What Diagnostics says of where category files are read. */
  get where(): string {
    return this.onPageBecause === undefined ? 'read in a Web Worker' : `read on the page: ${this.onPageBecause}`;
  }
}
