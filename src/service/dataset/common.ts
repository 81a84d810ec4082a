import { BRAND } from '../../core/catalog';
import type { BottomCategory } from '../../core/catalog';
import type { Status } from './lifecycle';
import { notices } from './lifecycle';
import type { FieldValue, FieldValues, NestedRecord } from './record';
import { nestedRecord } from './record';
import type { SeriesDescription } from './series';
import { applicationText } from './series';
import { mediaUrl, specificationSheetUrl } from './urls';

/** Product fields that come from the series and the status alone (the generators add the rest). */
export function seriesProductFields(series: SeriesDescription, status: Status): Record<string, FieldValue> {
  return {
    Application: applicationText(series),
    RecommendedApplication: series.recommendedApplication,
    MSL: series.msl,
    ProductName: series.productName,
    Notices: notices(status, series.notice),
    Benefits: sharedList(series.benefits),
    Series: series.code,
    FeatureText: series.featureText,
  };
}

const lists = new Map<string, readonly string[]>();

/** One frozen array per distinct list, shared by every record that carries it. */
export function sharedList(items: readonly string[]): readonly string[] {
  const key = items.join('\u0000');
  let list = lists.get(key);
  if (!list) {
    list = Object.freeze([...items]);
    lists.set(key, list);
  }
  return list;
}

export const SOLDER_COMPATIBILITY = ['Lead-free solder', 'Sn-Pb solder'];

export const HIGH_RELIABILITY_CAUTION = `Consult ${BRAND} before using this product in equipment whose failure could endanger life, such as aerospace, nuclear or life-support equipment.`;

const complianceCache = new Map<string, NestedRecord>();

/** Every series is RoHS and REACH compliant and lead free; AEC-Q200 depends on the series. */
export function complianceInfo(category: BottomCategory, seriesCode: string, aecQ200: boolean): NestedRecord {
  const key = `${category}/${seriesCode}/${aecQ200}`;
  let info = complianceCache.get(key);
  if (!info) {
    info = nestedRecord(category, 'ComplianceInfo', {
      AecQ200Support: aecQ200,
      Rohs: true,
      Reach: true,
      LeadFree: true,
      SvhcDocumentUrl: mediaUrl('compliance/svhc', seriesCode, 'pdf'),
    });
    complianceCache.set(key, info);
  }
  return info;
}

export interface MediaSubject {
  readonly seriesCode: string;
  /** Names the drawing and photo: the series with its size. */
  readonly outline: string;
  readonly partnoWithoutPackageCode: string;
  readonly status: Status;
  readonly safetyCertificate: string | null;
}

const mediaTemplates = new Map<string, FieldValues>();

/** Reliability tests are run on mass-production lots, which a part under development has not had. */
function reliabilityTestData(seriesCode: string, status: Status): string | null {
  return status === 'Under Development' ? null : mediaUrl('reliability', seriesCode, 'pdf');
}

/** A part's MediaFileUrls once its status is `status` (only ReliabilityTestData follows the status). */
export function mediaFileUrlsAt(
  category: BottomCategory,
  seriesCode: string,
  current: NestedRecord,
  status: Status,
): NestedRecord {
  const reliability = reliabilityTestData(seriesCode, status);
  if (current['ReliabilityTestData'] === reliability) return current;
  return nestedRecord(category, 'MediaFileUrls', { ...current, ReliabilityTestData: reliability });
}

/** Documents of the series and outline, shared; only the specification sheet is the part's own. */
export function mediaFileUrls(category: BottomCategory, subject: MediaSubject): NestedRecord {
  const underDevelopment = subject.status === 'Under Development';
  const key = `${subject.seriesCode}/${subject.outline}/${underDevelopment}/${subject.safetyCertificate}`;
  let template = mediaTemplates.get(key);
  if (!template) {
    template = {
      PartNumbering: mediaUrl('part-numbering', subject.seriesCode, 'pdf'),
      Dimensions: mediaUrl('dimensions', subject.outline, 'pdf'),
      Appearance: mediaUrl('appearance', subject.outline, 'jpg'),
      RohsDirectiveCertificateUrl: mediaUrl('compliance/rohs', subject.seriesCode, 'pdf'),
      ReachDeclarationDocumentUrl: mediaUrl('compliance/reach', subject.seriesCode, 'pdf'),
      ConflictMineralsReportDocumentUrl: mediaUrl('compliance', 'conflict-minerals-report', 'pdf'),
      StructuralDrawings: mediaUrl('structure', subject.seriesCode, 'pdf'),
      ReliabilityTestData: reliabilityTestData(subject.seriesCode, subject.status),
      SafetyCertificates: subject.safetyCertificate,
    };
    mediaTemplates.set(key, template);
  }
  return nestedRecord(category, 'MediaFileUrls', {
    ...template,
    SpecificationsSheet: specificationSheetUrl(subject.partnoWithoutPackageCode),
  });
}
