import { isPartSpecErrorNamed, PartSpecError } from '../../core';
import type { Settings } from './Settings';

/** What is wrong with the setting a SettingsError names. */
export type SettingsProblem =
  /** The service URL is neither an http(s) address nor a path on the add-in's host such as /api. */
  | 'notWebAddress'
  /** The service URL holds a user name or password (`https://name:secret@host`). */
  | 'credentialsInAddress'
  /** The service URL has a query or fragment (`?`, `#`). */
  | 'queryInAddress'
  /** The language is not one of en, ja, zh. */
  | 'unknownLanguage'
  /** The connection is neither `apiKey` nor `relay`. */
  | 'unknownConnection'
  /** The relay is chosen, and no relay address is given. */
  | 'relayUrlMissing'
  /** The request rate is not a number above 0. */
  | 'rateNotPositive'
  /** The request rate is above MAX_RATE. */
  | 'rateTooHigh'
  /** The burst is not a whole number, at least 1. */
  | 'burstNotWhole'
  /** The burst is above MAX_BURST. */
  | 'burstTooLarge'
  /** A unit chosen for a field that has no unit, or one not offered for it (UNIT_EXPONENT_CHOICES). */
  | 'unitNotOffered'
  /** The display language is not one of en, ja, zh. */
  | 'unknownDisplayLanguage'
  /** The snapshot mode is not one of auto, off, offline. */
  | 'unknownSnapshotMode'
  /** The snapshots' age limit is not a number of hours above 0. */
  | 'ageNotPositive'
  /** Any other problem; the message says which. */
  | 'other';

/** The problem a setting has when the thrower did not say: the one it can have (the first of two), or `other`. */
const ONLY_PROBLEM: Readonly<Record<keyof Settings, SettingsProblem>> = {
  connection: 'unknownConnection',
  apiKey: 'other',
  serviceUrl: 'notWebAddress',
  relayUrl: 'notWebAddress',
  relayToken: 'other',
  lang: 'unknownLanguage',
  ratePerSecond: 'rateNotPositive',
  burst: 'burstNotWhole',
  units: 'unitNotOffered',
  displayLanguage: 'unknownDisplayLanguage',
  columnPresets: 'other',
  snapshotMode: 'unknownSnapshotMode',
  snapshotMaxAgeHours: 'ageNotPositive',
};

/** A problem with a setting, saying which and what to enter instead. Nothing is saved when one is thrown. */
export class SettingsError extends PartSpecError {
  override readonly name = 'SettingsError';
  /** The setting at fault, so that a form can show the message on its field. */
  readonly setting: keyof Settings;
  readonly problem: SettingsProblem;
  /**
   * What was entered, as text safe to show: for `credentialsInAddress`, the address without the user name
   * and password, which are never repeated.
   */
  readonly given?: string;

  constructor(
    message: string,
    setting: keyof Settings,
    details: { problem?: SettingsProblem; given?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.setting = setting;
    this.problem = details.problem ?? ONLY_PROBLEM[setting];
    this.given = details.given;
  }
}

/** Whether `value` is a SettingsError, also one made by another copy of PartSpec's code. */
export function isSettingsError(value: unknown): value is SettingsError {
  return isPartSpecErrorNamed<SettingsError>(value, 'SettingsError');
}
