/** A body as Why says it, in every language: `10 × 10 mm` (its length and width in millimetres). */
export function bodyText(body: { readonly length: number; readonly width: number }): string {
  return `${body.length} × ${body.width} mm`;
}
