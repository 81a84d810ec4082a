// Numbers for people in one fixed style ("12,000"), whatever the browser's locale: the pane's text is English.
const COUNT = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** "1 match", "12 matches". */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
