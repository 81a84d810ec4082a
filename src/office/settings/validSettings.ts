import {
  checkServiceUrl,
  fieldNamed,
  isLanguage,
  isServiceUrlError,
  UNIT_EXPONENT_CHOICES,
  type UnitChoices,
  unitSymbolAt,
} from '../../core';
import { MAX_BURST, MAX_RATE } from './requestLimits';
import { CONNECTIONS, DEFAULT_SETTINGS, type Settings } from './Settings';
import { SettingsError } from './SettingsError';

/**
 * The settings as they are saved (trimmed, the URL without a trailing /), or SettingsError naming the
 * first one that cannot be used. What Save and Test connection both check first.
 */
export function validSettings(settings: Settings): Settings {
  if (!CONNECTIONS.includes(settings.connection)) {
    throw new SettingsError(
      `The connection must be apiKey (your own key) or relay (your organisation's relay), not "${String(settings.connection)}".`,
      'connection',
      { given: String(settings.connection) },
    );
  }
  const serviceUrl = checkedServiceUrl(settings.serviceUrl);
  const relayUrl = checkedRelayUrl(settings.relayUrl, settings.connection === 'relay');
  if (!isLanguage(settings.lang)) {
    throw new SettingsError(`The language must be en, ja or zh, not "${String(settings.lang)}".`, 'lang', {
      problem: 'unknownLanguage',
      given: String(settings.lang),
    });
  }
  if (!(Number.isFinite(settings.ratePerSecond) && settings.ratePerSecond > 0)) {
    throw new SettingsError(
      `The request rate must be a number of requests per second above 0, not "${String(settings.ratePerSecond)}".`,
      'ratePerSecond',
      { problem: 'rateNotPositive', given: String(settings.ratePerSecond) },
    );
  }
  if (settings.ratePerSecond > MAX_RATE) {
    throw new SettingsError(
      `The request rate must be at most ${MAX_RATE} requests per second, not "${String(settings.ratePerSecond)}".`,
      'ratePerSecond',
      { problem: 'rateTooHigh', given: String(settings.ratePerSecond) },
    );
  }
  if (!(Number.isInteger(settings.burst) && settings.burst >= 1)) {
    throw new SettingsError(
      `The burst must be a whole number of requests, at least 1, not "${String(settings.burst)}".`,
      'burst',
      { problem: 'burstNotWhole', given: String(settings.burst) },
    );
  }
  if (settings.burst > MAX_BURST) {
    throw new SettingsError(
      `The burst must be at most ${MAX_BURST} requests, not "${String(settings.burst)}".`,
      'burst',
      { problem: 'burstTooLarge', given: String(settings.burst) },
    );
  }
  checkUnits(settings.units);
  checkPresets(settings.columnPresets);
  if (settings.displayLanguage !== 'auto' && !isLanguage(settings.displayLanguage)) {
    throw new SettingsError(
      `The display language must be auto, en, ja or zh, not "${String(settings.displayLanguage)}".`,
      'displayLanguage',
      { given: String(settings.displayLanguage) },
    );
  }
  if (!(['auto', 'off', 'offline'] as const).includes(settings.snapshotMode)) {
    throw new SettingsError(
      `Snapshots must be auto, off or offline, not "${String(settings.snapshotMode)}".`,
      'snapshotMode',
      { given: String(settings.snapshotMode) },
    );
  }
  if (!(Number.isFinite(settings.snapshotMaxAgeHours) && settings.snapshotMaxAgeHours > 0)) {
    throw new SettingsError(
      `The age limit of snapshots must be a number of hours above 0, not "${String(settings.snapshotMaxAgeHours)}".`,
      'snapshotMaxAgeHours',
      { given: String(settings.snapshotMaxAgeHours) },
    );
  }
  return { ...settings, apiKey: settings.apiKey.trim(), serviceUrl, relayUrl, relayToken: settings.relayToken.trim() };
}

/** The relay's address as saved: required when the relay is chosen, checked whenever one is given. */
function checkedRelayUrl(given: string, required: boolean): string {
  if (typeof given !== 'string' || given.trim() === '') {
    if (!required) return '';
    throw new SettingsError(
      "The organisation's relay needs its address, such as https://partspec.example.com: ask your administrator.",
      'relayUrl',
      { problem: 'relayUrlMissing' },
    );
  }
  try {
    return checkServiceUrl(given);
  } catch (error) {
    if (!isServiceUrlError(error)) throw error;
    throw new SettingsError(error.message, 'relayUrl', { problem: error.problem, given: error.shown, cause: error });
  }
}

/** The service URL as saved (an empty one is the default), or SettingsError from core's one check of it. */
function checkedServiceUrl(given: string): string {
  if (typeof given === 'string' && given.trim() === '') return DEFAULT_SETTINGS.serviceUrl;
  try {
    return checkServiceUrl(given);
  } catch (error) {
    if (!isServiceUrlError(error)) throw error;
    // The entered text is never repeated: only the scheme and host of an address that could be read.
    throw new SettingsError(error.message, 'serviceUrl', { problem: error.problem, given: error.shown, cause: error });
  }
}

/** Each preset has a name and a list of field names. */
function checkPresets(presets: Settings['columnPresets']): void {
  const valid =
    typeof presets === 'object' &&
    presets !== null &&
    !Array.isArray(presets) &&
    Object.entries(presets).every(
      ([name, fields]) =>
        name.trim() !== '' && Array.isArray(fields) && fields.every((field) => typeof field === 'string'),
    );
  if (!valid) {
    throw new SettingsError('A column preset needs a name and at least one column.', 'columnPresets');
  }
}

/** Every chosen unit is one offered for a field with a unit. */
function checkUnits(units: UnitChoices): void {
  if (typeof units !== 'object' || units === null || Array.isArray(units)) {
    throw new SettingsError('The units must be chosen per field.', 'units', { given: String(units) });
  }
  for (const [field, exponent] of Object.entries(units)) {
    const unit = fieldNamed(field)?.unit;
    if (!unit) {
      throw new SettingsError(`${field} has no unit to choose.`, 'units', { given: field });
    }
    if (!UNIT_EXPONENT_CHOICES[unit].includes(exponent)) {
      const offered = UNIT_EXPONENT_CHOICES[unit].map((choice) => unitSymbolAt(unit, choice)).join(', ');
      throw new SettingsError(
        `${field} can be shown in ${offered}, not in 10^${String(exponent)} of its unit.`,
        'units',
        {
          given: field,
        },
      );
    }
  }
}
