/** Typos a query word may carry (DESIGN.md section 6): one from 5 letters, two from 9, none in a code. */
export function allowedTypos(word: string, isCode: boolean): number {
  if (isCode) return 0;
  const length = [...word].length;
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * The word with each pair of neighbouring letters swapped: `futrua` -> `utfrua`, `fturua`,
 * `furtua`, `futura`, `futrau`. A swap is one typo (as Algolia counts it), where plain edit
 * distance counts two.
 */
export function transpositions(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>();
  for (let i = 0; i < letters.length - 1; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    variants.add(swapped.join(''));
  }
  return [...variants];
}

/** Whether two words differ by at most one edit or one swap of neighbours (the common case, without a table). */
function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
  }
  return short.slice(i) === long.slice(i + 1);
}

const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance (edits and neighbour swaps), giving up above `limit`. */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (limit <= 1) return a === b ? 0 : withinOneTypo(a, b) ? 1 : limit + 1;
  if (b.length + 1 > rows[0]!.length) for (let k = 0; k < 3; k += 1) rows[k] = new Int32Array(b.length * 2 + 2);
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}
