/**
 * Excel's 1900 date system, in which a date is a number of days: 1 is 1900-01-01, 45,352 is 2024-03-01.
 * Excel counts a 29 February 1900 that never was (serial 60, kept from Lotus 1-2-3), so serials from 61
 * on are days since 1899-12-30 and those before are one day later than that count.
 */

const MS_PER_DAY = 86_400_000;
const EPOCH = Date.UTC(1899, 11, 30);
/** 10000-01-01: Excel shows no date from here on (nor before 0), only ####. */
export const LAST_SERIAL = 2_958_466;

/** The serial of a calendar date, or undefined when the date does not exist or Excel cannot show it. */
export function serialOfDate(year: number, month: number, day: number): number | undefined {
  if (year === 1900 && month === 2 && day === 29) return 60;
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  let serial = Math.round((time - EPOCH) / MS_PER_DAY);
  if (serial <= 60) serial -= 1;
  return serial >= 1 && serial < LAST_SERIAL ? serial : undefined;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a serial stands for (the fraction is the time of day), or undefined outside Excel's dates. */
export function dateOfSerial(serial: number): DateParts | undefined {
  if (!(serial >= 0 && serial < LAST_SERIAL)) return undefined;
  let days = Math.floor(serial);
  // Whole seconds, rounded as Excel rounds a time for display.
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) {
    days += 1;
    seconds = 0;
  }
  const time = { hour: Math.floor(seconds / 3600), minute: Math.floor((seconds % 3600) / 60), second: seconds % 60 };
  if (days === 0) return { year: 1900, month: 1, day: 0, weekday: 6, ...time };
  if (days === 60) return { year: 1900, month: 2, day: 29, weekday: 3, ...time };
  const date = new Date(EPOCH + (days < 60 ? days + 1 : days) * MS_PER_DAY);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    // Before March 1900 Excel's weekdays follow its own count, in which 1900-01-01 was a Sunday.
    weekday: days < 60 ? (days - 1) % 7 : date.getUTCDay(),
    ...time,
  };
}
