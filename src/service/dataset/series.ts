import { APPLICATION_SEPARATOR, withBrand } from '../../core/catalog';

/** What every series of every category says about itself; the texts go into each of its records. */
export interface SeriesDescription {
  /** The three-letter series code that opens each part number; also the Series field. */
  readonly code: string;
  /** One line for the part-numbering table. */
  readonly summary: string;
  readonly productName: string;
  /** Share of the category's products that belong to this series. */
  readonly share: number;
  /** Listed Application values (English, `<BRAND>` allowed), 1-3 of them. */
  readonly applications: readonly string[];
  readonly recommendedApplication: string;
  readonly featureText: string;
  /** Listed Benefits values. */
  readonly benefits: readonly string[];
  /** Printed after the status notice; null when the series has nothing special to say. */
  readonly notice: string | null;
  readonly aecQ200: boolean;
  readonly msl: string;
}

/** Application is one comma-separated string (spec 2.3), with the brand filled in. */
export function applicationText(series: SeriesDescription): string {
  return series.applications.map((application) => withBrand(application)).join(APPLICATION_SEPARATOR);
}
