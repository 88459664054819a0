/** How many times the catalogue the server generates: `CONTENT_SCALE`, a whole number, 1 by default. */
export function parseContentScale(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(scale) || scale < 1) {
    throw new Error(`CONTENT_SCALE must be a whole number of at least 1 (1 is the committed content), not "${value}"`);
  }
  return scale;
}
