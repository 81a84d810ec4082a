/**
 * The matching vocabulary in English: what a BOM line's part is judged by (PART.MATCHLINE's cells, the pane's
 * Fill part numbers, the SDK's `why`). Templates name their values as {{placeholders}}, which i18next fills
 * in the pane and fillTemplate in the cells; `{{actual}}` is the part's value as the service wrote it,
 * `{{stated}}` the line's.
 */
export const matching = {
  /** A verdict as the Match column and the verdict cell write it. */
  verdicts: { exact: 'Exact', meets: 'Meets', near: 'Near', check: 'Check' },
  /** An Exact or Meets verdict that a person must check before taking the part: `{{verdict}}` is one above. */
  checked: 'Check: {{verdict}}',
  /** A line not to be fitted (DNP): no part. */
  notFitted: 'Not fitted',
  /** The requirements as a reason names them. */
  requirements: {
    category: 'category',
    value: 'value',
    size: 'size',
    leadSpacing: 'lead spacing',
    smdType: 'SMD type',
    mounting: 'mounting',
    temperatureCharacteristic: 'characteristic',
    ratedVoltageClass: 'voltage class',
    ratedVoltage: 'rated voltage',
    tolerance: 'tolerance',
    ratedCurrent: 'rated current',
    height: 'height',
    status: 'status',
    unreadWords: 'not understood',
  },
  /** What a line out of scope is (no ceramic capacitor or inductor). */
  outOfScopeKinds: {
    polarised: 'a polarised capacitor',
    ferriteBead: 'a ferrite bead',
    filter: 'a three-terminal filter',
    resistor: 'a resistor',
    crystal: 'a crystal',
  },
  /** Why of a line that is no ceramic capacitor or inductor: `{{what}}` is one of outOfScopeKinds. */
  outOfScopeLine: 'not a ceramic capacitor or inductor: {{what}} ({{text}})',
  /** Why of a line of an inductor with leads, which the catalogue has none of. */
  leadedInductor: 'no leaded inductor in the catalogue ({{text}})',
  /** One reason of a part (reasonPhrase chooses which). */
  reason: {
    /** A proposed part not In Production: its status, as the service wrote it. */
    status: '{{requirement}} {{actual}}',
    exceeded: '{{requirement}} {{actual}} for {{stated}}',
    unstated: '{{requirement}} not stated: {{actual}}',
    unstatedNone: '{{requirement}} not stated',
    lacks: '{{requirement}} {{actual}}, not {{stated}}',
    lacksNothingStated: '{{requirement}} {{actual}}',
    lacksNone: '{{requirement}} none, not {{stated}}',
    unknown: '{{requirement}} unknown ({{stated}} stated)',
    unknownNothingStated: '{{requirement}} unknown',
    /** No voltage stated: the voltage assumed (16 V). */
    assumed: 'voltage not stated: {{stated}} or more assumed',
  },
  /** Words of the line not understood: `{{requirement}}` is requirements.unreadWords. */
  unread: '{{requirement}}: {{words}}',
  /** Why a line is Check when no voltage was stated and no part of 16 V or more meets the rest. */
  voltageAssumed: 'no part of 16 V or more meets the rest: the highest rated is proposed',
  /** What the reader decided of a line, said after the reasons (notePhrase chooses which). */
  notes: {
    readAsInch: '{{text}} read as inch (metric {{metric}})',
    /** Two words stating one requirement differently: the first is kept. */
    conflict: '{{requirement}}: {{kept}} kept, {{ignored}} ignored',
    /** A category the line did not name, guessed from its value: `{{category}}` names it. */
    asCategory: 'read as {{category}}',
    /** The categories guessed, as the cells name them in asCategory (the pane names its categories). */
    guessedCategories: { inductor: 'an inductor', capacitor: 'a capacitor' },
    /** Another maker's part number: `{{stated}}` the maker and what it states, listed. */
    makerPartNumber: '{{text}}: {{stated}}',
    /** A body read as a size: `{{family}}` is the power-inductor family and a comma, or nothing. */
    body: '{{text}}: {{family}}body {{body}}, read as size {{metric}}',
    noSizeCode: '{{text}} is no size code: did you mean {{suggestion}}?',
    noSizeCodeNone: '{{text}} is no size code',
  },
  /** Why a line is Check when its size code is an inch one and a metric one, both with parts (the note says which was read). */
  ambiguousSizeCheck: '{{text}} has parts as inch and as metric: check which is meant',
  /** Why a line is Check when its body was read as a size by its class only. */
  bodySizeCheck: '{{text}} read as size {{metric}} by its body’s class: check its pads',
  /**
   * Why a line is Check when parts as good differ in what it does not state (`{{differences}}`, listed):
   * `{{choose}}` is one of chooseAlike, where the one who reads it chooses.
   */
  alike: '{{count}} parts as good, differing in what the line does not state ({{differences}}): {{choose}}',
  chooseAlike: { inCell: 'choose one', inPane: 'choose in the pane' },
};
