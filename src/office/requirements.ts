/**
 * The Office requirement sets PartSpec uses, what each is for, and what still works where Excel lacks it:
 * one list for the run-time checks (hostSupports), the pane's notice and Settings > Diagnostics. The
 * manifest asks for ExcelApi 1.7 and SharedRuntime 1.1 (without them Excel does not load the add-in);
 * everything above is checked at run time.
 */

export type RequirementId =
  | 'excelApi1_7'
  | 'excelApi1_9'
  | 'excelApi1_16'
  | 'sharedRuntime1_1'
  | 'cfRuntime1_4'
  | 'cfRuntime1_5'
  | 'nestedAppAuth1_1';

export interface Requirement {
  readonly id: RequirementId;
  readonly set: string;
  readonly version: string;
  /** In the manifest: Excel does not load PartSpec without it, so it is never found missing at run time. */
  readonly inManifest: boolean;
  /** What PartSpec uses it for (diagnostics' words: English, for the report sent back). */
  readonly usedFor: string;
  /** What happens without it. */
  readonly without: string;
  /** Whether its absence changes what the user sees, so that the pane says so. */
  readonly visible: boolean;
}

export const REQUIREMENTS: readonly Requirement[] = [
  {
    id: 'excelApi1_7',
    set: 'ExcelApi',
    version: '1.7',
    inManifest: true,
    usedFor: 'writing tables, BOM columns and records (ranges by index)',
    without: 'Excel does not load PartSpec',
    visible: false,
  },
  {
    id: 'sharedRuntime1_1',
    set: 'SharedRuntime',
    version: '1.1',
    inManifest: true,
    usedFor: 'one runtime for the functions and the pane: one rate limiter, one cache, one settings store',
    without: 'Excel does not load PartSpec',
    visible: false,
  },
  {
    id: 'excelApi1_9',
    set: 'ExcelApi',
    version: '1.9',
    inManifest: false,
    usedFor: 'screen updating suspended while writing; reading a selection of several areas',
    without: 'writing large tables is slower, and a BOM refresh needs one selected area',
    visible: true,
  },
  {
    id: 'excelApi1_16',
    set: 'ExcelApi',
    version: '1.16',
    inManifest: false,
    usedFor: 'data types in cells (entity values): what a PART.CARD card is, and what =A2.Capacitance reads',
    without: 'PART.CARD returns the part number as text (as without CustomFunctionsRuntime 1.4, checked below)',
    // Excel builds with CustomFunctionsRuntime 1.4 have it; PART.CARD checks that one, which says the same.
    visible: false,
  },
  {
    id: 'cfRuntime1_4',
    set: 'CustomFunctionsRuntime',
    version: '1.4',
    inManifest: false,
    usedFor: 'PART.CARD returning a card (a data type)',
    without: 'PART.CARD returns the part number as text; the other functions are unaffected',
    visible: true,
  },
  {
    id: 'cfRuntime1_5',
    set: 'CustomFunctionsRuntime',
    version: '1.5',
    inManifest: false,
    usedFor: 'value preview while a formula is typed, answered from what is known without a request',
    without: 'Excel shows no preview of PART formulas while they are typed; nothing else changes',
    visible: false,
  },
  {
    id: 'nestedAppAuth1_1',
    set: 'NestedAppAuth',
    version: '1.1',
    inManifest: false,
    usedFor: "signing in with Microsoft to an organisation's relay that offers it (MSAL nested app authentication)",
    without: "an organisation's relay is reached with the relay token saved in Settings",
    visible: false,
  },
];

export interface RequirementsScope {
  Office?: { context?: { requirements?: { isSetSupported?(name: string, version?: string): boolean } } };
}

const globalScope = (): RequirementsScope => globalThis as unknown as RequirementsScope;

/**
 * Office's answer to whether the host supports a requirement set; undefined where there is no Office that
 * can say (Node, the pane's preview mode in a browser).
 */
export function requirementSupported(
  set: string,
  version: string,
  scope: RequirementsScope = globalScope(),
): boolean | undefined {
  const requirements = scope.Office?.context?.requirements;
  if (!requirements?.isSetSupported) return undefined;
  try {
    return requirements.isSetSupported(set, version);
  } catch {
    return false;
  }
}

/**
 * Whether the host supports a requirement set (`CustomFunctionsRuntime` 1.4 for data types): Office's own
 * answer where Office is loaded and can say; true where there is no Office at all (Node tests, preview),
 * whose callers take the newest behaviour.
 */
export function hostSupports(set: string, version: string, scope: RequirementsScope = globalScope()): boolean {
  return requirementSupported(set, version, scope) ?? true;
}

export interface RequirementSupport extends Requirement {
  /** undefined where no Office can say (preview mode). */
  readonly supported: boolean | undefined;
}

/** Every requirement set PartSpec uses, with the host's answer. */
export function requirementSupport(scope: RequirementsScope = globalScope()): RequirementSupport[] {
  return REQUIREMENTS.map((requirement) => ({
    ...requirement,
    supported: requirementSupported(requirement.set, requirement.version, scope),
  }));
}

/** The requirement sets this Excel lacks whose absence the user would notice: for the pane's notice. */
export function missingRequirements(scope: RequirementsScope = globalScope()): RequirementSupport[] {
  return requirementSupport(scope).filter((requirement) => requirement.visible && requirement.supported === false);
}
