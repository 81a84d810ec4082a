/** Addresses of the fictional maker's site; only the reserved `.example` domain is used. */
const SITE = 'https://www.orvane.example';

export function productDetailUrl(partno: string): string {
  return `${SITE}/products/${encodeURIComponent(partno)}`;
}

export function sampleRequestUrl(partno: string): string {
  return `${SITE}/sample-cart?partno=${encodeURIComponent(partno)}`;
}

const mediaCache = new Map<string, string>();

/** A document under /media/; the same address is shared by every record that links it. */
export function mediaUrl(folder: string, name: string, extension: 'pdf' | 'jpg'): string {
  const key = `${folder}/${name}.${extension}`;
  let url = mediaCache.get(key);
  if (!url) {
    url = `${SITE}/media/${folder}/${encodeURIComponent(name)}.${extension}`;
    mediaCache.set(key, url);
  }
  return url;
}

/** The part's own specification sheet (one per part, so not worth caching). */
export function specificationSheetUrl(partnoWithoutPackageCode: string): string {
  return `${SITE}/media/specifications/${encodeURIComponent(partnoWithoutPackageCode)}.pdf`;
}
