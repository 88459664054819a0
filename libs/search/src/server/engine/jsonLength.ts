/**
 * About the length of a value's JSON, without writing it (escapes aside): what a hit adds to an
 * answer, what an answer weighs in a cache. For the engine's own answers, a few levels deep.
 */
export function jsonLength(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
    case 'boolean':
      return String(value).length;
    case 'object': {
      if (value === null) return 4;
      // Brackets, then each item and the comma before all but the first.
      if (Array.isArray(value)) return value.reduce((sum: number, item, index) => sum + jsonLength(item) + (index > 0 ? 1 : 0), 2);
      let length = 2;
      let first = true;
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined) continue;
        length += (first ? 0 : 1) + key.length + 3 + jsonLength(item);
        first = false;
      }
      return length;
    }
    default:
      return 0;
  }
}
