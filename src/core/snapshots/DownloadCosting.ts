import type { BottomCategory, Language } from '../catalog';
import type { ServiceApi } from '../client';
import type { CalibratedCosts } from './CalibratedCosts';
import { DOWNLOAD_REQUESTS } from './costModel';
import { categoryKey } from './categoryKey';

/**
 * A file's size is asked of the service (its address: one rate-limited request) only where its download
 * would spare at least this many: should the file prove too large to pay, the request the asking took is
 * less than what was at stake. Below it, a file of unknown size is not downloaded (never costed blind).
 */
const SPARED_TO_ASK_SIZE = 2;

/**
 * Which category downloads pay for the rate-limited requests they would spare (CalibratedCosts), a file of
 * unknown size first asked its size of the service where enough is at stake, once per file for this client.
 */
export class DownloadCosting {
  /** Files whose size the service was asked for: a HEAD it did not answer is not asked again, nor its address. */
  private readonly sizesAsked = new Set<string>();

  constructor(
    private readonly costs: CalibratedCosts,
    private readonly api: Pick<ServiceApi, 'downloadSize'>,
  ) {}

  /**
   * Whether a download of this file might pay for `requests`: it does at its size as known (or at the prior,
   * when the service was asked and did not tell), or its size is still to be asked and the download would
   * spare enough requests to ask it (a file small enough pays).
   */
  mightPay(category: BottomCategory, lang: Language, requests: number): boolean {
    return this.sizeToAsk(category, lang)
      ? requests - DOWNLOAD_REQUESTS >= SPARED_TO_ASK_SIZE
      : this.costs.downloadPays(category, lang, requests);
  }

  /**
   * The categories whose download pays for the requests their work would take (`requests`, per category):
   * a file whose size is not known is not costed blind, but asked its size first (its address, which the
   * download then uses, and a HEAD) where the download would spare enough requests; else left out.
   */
  async paying(requests: readonly (readonly [BottomCategory, number])[], lang: Language): Promise<BottomCategory[]> {
    await Promise.all(
      requests
        .filter(([, count]) => count - DOWNLOAD_REQUESTS >= SPARED_TO_ASK_SIZE)
        .map(([category]) => this.askSize(category, lang)),
    );
    return requests
      .filter(([category, count]) => !this.sizeToAsk(category, lang) && this.costs.downloadPays(category, lang, count))
      .map(([category]) => category);
  }

  /** Neither known (seen, or told) nor asked of the service yet. */
  private sizeToAsk(category: BottomCategory, lang: Language): boolean {
    return !this.costs.knowsSize(category, lang) && !this.sizesAsked.has(categoryKey(category, lang));
  }

  /**
   * Learns a file's size from the service, once per file for this client, unless it is known already. Whatever
   * goes wrong leaves the size unknown, and the file is costed at its prior size.
   */
  private async askSize(category: BottomCategory, lang: Language): Promise<void> {
    if (!this.sizeToAsk(category, lang)) return;
    this.sizesAsked.add(categoryKey(category, lang));
    const bytes = await this.api.downloadSize(category, lang).catch(() => undefined);
    if (bytes !== undefined) this.costs.noteSize(category, lang, bytes);
  }
}
