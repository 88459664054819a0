/** An empty value: nothing typed, nothing chosen. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length === 0;
  return false;
}

export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A date from a Date, a timestamp or an ISO-like string; null when it is not a valid date. */
export function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return asDate(new Date(value));
  if (typeof value === 'string' && value.trim() !== '') return asDate(new Date(value.trim()));
  return null;
}

/** The measurable size of a value: a string's characters or an array's items. */
export function sizeOf(value: unknown): number | null {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  return null;
}
