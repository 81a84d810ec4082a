import type { Language, SnapshotMode, UnitChoices } from '../../core';

/**
 * What PartSpec needs to reach the service. Kept with the user, never in the workbook: a workbook
 * travels, and an API key in it would travel too.
 */
export interface Settings {
  /**
   * How PartSpec reaches the service: `apiKey`, with the user's own key (`apiKey` at `serviceUrl`); `relay`,
   * through the organisation's relay (`relayUrl` with `relayToken`), which holds the organisation's key.
   * @default 'apiKey'
   */
  readonly connection: Connection;
  /** Sent as x-api-key; never shown back in full, never logged. */
  readonly apiKey: string;
  /** The service, or the add-in host's same-origin relay (`/api`), which forwards to it. */
  readonly serviceUrl: string;
  /**
   * The organisation's relay (docs/relay.md), e.g. `https://partspec.example.com`.
   * @default '' (none)
   */
  readonly relayUrl: string;
  /**
   * The token the relay's administrator issued, sent as `Authorization: Bearer`; kept as the key is, never
   * shown back in full, never logged.
   * @default ''
   */
  readonly relayToken: string;
  readonly lang: Language;
  /** The service's request limit for this key. */
  readonly ratePerSecond: number;
  readonly burst: number;
  /**
   * The unit each field is written in where the user chose one other than its display unit, as a decimal
   * exponent (`{ Thickness: -6 }`: µm). Tables record the units they were written in, which win on refresh.
   * @default {} (every field in its display unit, DISPLAY_EXPONENTS)
   */
  readonly units: UnitChoices;
  /**
   * The language of the pane's own words; `auto` follows Office's display language (the browser's in
   * preview mode). Separate from `lang`, the language the service answers in.
   * @default 'auto'
   */
  readonly displayLanguage: Language | 'auto';
  /**
   * Sets of columns the user saved in the Search view's column picker, by the name they gave, each in the
   * order picked.
   * @default {}
   * @example { 'BOM basics': ['Partno', 'Status', 'Capacitance', 'RatedVoltage'] }
   */
  readonly columnPresets: Readonly<Record<string, readonly string[]>>;
  /**
   * Category snapshots (createClient's `snapshots.mode`): `auto` downloads a category when that costs less
   * than the requests it saves, and answers from kept ones when the service cannot be reached; `offline`
   * answers only from kept snapshots; `off` uses none.
   * @default 'auto'
   */
  readonly snapshotMode: SnapshotMode;
  /**
   * How old a snapshot may be, in hours, before `auto` stops using it while the service answers.
   * @default 24
   */
  readonly snapshotMaxAgeHours: number;
}

/** How PartSpec reaches the service (Settings.connection). */
export type Connection = 'apiKey' | 'relay';

export const CONNECTIONS: readonly Connection[] = ['apiKey', 'relay'];

/** Set by the development build only (webpack DefinePlugin): the embedded reference service's public demo key. */
declare const __PARTSPEC_DEMO_KEY__: string | undefined;

/**
 * Until the user says otherwise: the service behind the add-in host's relay. A development build also
 * carries the reference service's demo key, so that PartSpec works out of the box against it; a
 * production build carries no key.
 */
export const DEFAULT_SETTINGS: Settings = {
  connection: 'apiKey',
  apiKey: typeof __PARTSPEC_DEMO_KEY__ === 'string' ? __PARTSPEC_DEMO_KEY__ : '',
  serviceUrl: '/api',
  relayUrl: '',
  relayToken: '',
  lang: 'en',
  ratePerSecond: 10,
  burst: 20,
  units: {},
  displayLanguage: 'auto',
  columnPresets: {},
  snapshotMode: 'auto',
  snapshotMaxAgeHours: 24,
};
