/** The settings form's fields that can hold a mistake. */
export type SettingsField =
  'apiKey' | 'serviceUrl' | 'relayUrl' | 'relayToken' | 'rate' | 'burst' | 'snapshotMode' | 'snapshotMaxAgeHours';

/** The numbers of the form as typed. */
export interface TypedNumbers {
  readonly rate: string;
  readonly burst: string;
  /** The snapshots' age limit, in hours. */
  readonly snapshotMaxAgeHours: string;
}

/** The largest rate and burst saveSettings takes (office/settings' MAX_RATE and MAX_BURST), given by the view. */
export interface NumberBounds {
  readonly maxRate: number;
  readonly maxBurst: number;
}

/** The typed numbers that are wrong, each with the range it must be in, for the wording to say. */
export interface NumberProblems {
  /** A number above `above` and at most `max`. */
  readonly rate?: { readonly above: 0; readonly max: number };
  /** A whole number from `min` to `max`. */
  readonly burst?: { readonly min: 1; readonly max: number };
  /** A number of hours above `above`. */
  readonly snapshotMaxAgeHours?: { readonly above: 0 };
}

/**
 * What is wrong with the typed numbers before they reach saveSettings, whose messages would show the
 * number they could not read as "NaN". The bounds are saveSettings' own (MAX_RATE, MAX_BURST), so that the
 * form refuses exactly what Save would. The rest (URL, key) is checked by saveSettings itself.
 */
export function settingsProblems(typed: TypedNumbers, bounds: NumberBounds): NumberProblems {
  const burstValue = Number(typed.burst);
  const burstWrong =
    typed.burst.trim() === '' || !Number.isInteger(burstValue) || burstValue < 1 || burstValue > bounds.maxBurst;
  return {
    ...(!isAbove(typed.rate, 0) || Number(typed.rate) > bounds.maxRate
      ? { rate: { above: 0, max: bounds.maxRate } }
      : {}),
    ...(burstWrong ? { burst: { min: 1, max: bounds.maxBurst } } : {}),
    ...(isAbove(typed.snapshotMaxAgeHours, 0) ? {} : { snapshotMaxAgeHours: { above: 0 } }),
  };
}

/** Whether the text is a finite number above `limit` (an empty box is not 0). */
function isAbove(text: string, limit: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > limit;
}
