import { readDimensions } from './bodySizes';
import { familyBody } from './inductorFamilies';
import { readLeadSpacing } from './ratingWords';
import { sizeOfMetricCode } from './sizeCodes';
import type { PartEvidence, Statement } from './statements';

/** A KiCad library prefix (`Capacitor_SMD:`), which says nothing the name does not. */
const LIBRARY = String.raw`(?:[\w.+-]+:)?`;

/** KiCad's chip footprints name both codes: `C_0603_1608Metric`, `L_1210_3225Metric_Pad1.42x2.65mm_HandSolder`. */
const KICAD_CHIP = new RegExp(String.raw`^${LIBRARY}([CL])_(\d{4,5})_(\d{4})Metric(?:_.*)?$`, 'i');

/** KiCad's leaded capacitors: `C_Disc_D5.0mm_W2.5mm_P5.00mm`, `C_Rect_L7.0mm_W2.5mm_P5.00mm`; P is the lead spacing. */
const KICAD_LEADED = new RegExp(String.raw`^${LIBRARY}C_(?:Disc|Radial|Rect|Axial)(?:_.*)?$`, 'i');
/**
 * KiCad's polarised capacitors (`CP_Elec_6.3x7.7`, `CP_Radial_D5.0mm_P2.00mm`, `CP_Tantalum_Case-B_EIA-3528-21`)
 * and IPC's (CAPAE aluminium electrolytic, CAPMP molded polarised, CAPPRD radial polarised): never ceramic.
 */
const POLARISED = new RegExp(String.raw`^(?:${LIBRARY}CP_.+|CAP(?:AE|MP|PRD|PAD)\d.*)$`, 'i');
const KICAD_PITCH = /_P(\d+(?:\.\d+)?mm)(?:_|$)/i;

/** IPC-7351 names: `CAPC1608X90N`, `INDC2012X100N`; the four digits are the metric code. */
const IPC_CHIP = /^(CAP|IND)[CM](\d{4})X\d+[LMN]?$/i;

/** KiCad's makers' inductors: `L_Coilcraft_XAL6060-XXX`, `L_Bourns_SRP7028A`, `L_Wuerth_MAPI-3015`, `L_TDK_SPM4012`. */
const KICAD_MAKERS_INDUCTOR = new RegExp(
  String.raw`^${LIBRARY}L_(?:Coilcraft|Wuerth|Würth|Bourns|TDK|Murata|Vishay|Sumida|Taiyo-Yuden)_(.+)$`,
  'i',
);
/** KiCad's inductors by their body: `L_12x12mm_H8mm`, `L_7.3x7.3_H3.5`. */
const KICAD_BODY = new RegExp(
  String.raw`^${LIBRARY}L_(\d+(?:\.\d+)?x\d+(?:\.\d+)?)(?:mm)?(?:_H(\d+(?:\.\d+)?)(?:mm)?)?(?:_.*)?$`,
  'i',
);

const SMD_CAPACITOR: PartEvidence = { part: 'capacitor', explicit: true, mount: 'smd' };
const INDUCTOR: PartEvidence = { part: 'inductor', explicit: true };

/**
 * What a footprint name states: the kind of part, its size (both codes: never ambiguous) or its lead spacing;
 * undefined when the word is no footprint name PartSpec knows.
 */
export function readFootprintName(text: string, fromFootprintText: boolean): Statement[] | undefined {
  const maker = KICAD_MAKERS_INDUCTOR.exec(text);
  if (maker) {
    const named = familyBody(maker[1].replace(/^WE-/i, ''));
    // A maker's inductor PartSpec has no body for: an inductor, and its size not understood.
    return named
      ? [{ kind: 'body', text, body: named.body, family: named.family, evidence: INDUCTOR }]
      : [
          { kind: 'word', text: 'L_', evidence: INDUCTOR },
          { kind: 'unread', text },
        ];
  }
  const sized = KICAD_BODY.exec(text);
  const body = sized ? readDimensions(sized[1]) : undefined;
  if (sized && body) {
    const height = sized[2] === undefined ? {} : { height: Number(sized[2]) };
    return [{ kind: 'body', text, body: { ...body, ...height }, evidence: INDUCTOR }];
  }
  if (POLARISED.test(text)) {
    return [
      { kind: 'outOfScope', text, scope: 'polarised', weak: false, evidence: { part: 'capacitor', explicit: true } },
    ];
  }
  const chip = KICAD_CHIP.exec(text);
  if (chip) {
    const evidence = chip[1].toUpperCase() === 'C' ? SMD_CAPACITOR : INDUCTOR;
    // Read as named, even when the pair is not in the tables: a size the dataset lacks must find no part,
    // not be dropped and let a part of another size through.
    const size = { inch: chip[2], metric: chip[3], text, source: 'footprint' } as const;
    return [{ kind: 'size', text, size, fromFootprintText, evidence }];
  }
  const ipc = IPC_CHIP.exec(text);
  if (ipc) {
    const evidence = ipc[1].toUpperCase() === 'CAP' ? SMD_CAPACITOR : INDUCTOR;
    const pair = sizeOfMetricCode(ipc[2]) ?? { metric: ipc[2] };
    const size = { ...pair, text, source: 'footprint' } as const;
    return [{ kind: 'size', text, size, fromFootprintText, evidence }];
  }
  if (KICAD_LEADED.test(text)) {
    const pitch = KICAD_PITCH.exec(text);
    const spacing = pitch ? readLeadSpacing(pitch[1], text, false) : undefined;
    const evidence: PartEvidence = { part: 'capacitor', explicit: true, mount: 'lead' };
    return spacing ? [{ ...spacing, evidence }] : [{ kind: 'word', text, evidence }];
  }
  return undefined;
}
