import type { BottomCategory, Language } from '../../catalog';
import { ResponseFormatError } from '../errors';

/** The answer of the download-URL operation (spec 4.1): where the category's file is, for 7 days. */
export interface DownloadAddress {
  readonly Language: Language;
  readonly Category: BottomCategory;
  readonly ProductDataDownloadUrl: string;
}

export function parseDownloadAddress(json: unknown): DownloadAddress {
  const record = json as Partial<DownloadAddress> | null;
  if (typeof record?.ProductDataDownloadUrl !== 'string') {
    throw new ResponseFormatError('ProductDataDownloadUrl is missing');
  }
  return record as DownloadAddress;
}
