import { readFile } from 'node:fs/promises';

/**
 * The records of a JSON-lines file; a missing file has none. A torn last line (a crash in the
 * middle of a write that was never acknowledged) is skipped rather than failing the whole file.
 */
export async function readJsonLines<T>(path: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: T[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      // An unacknowledged, half-written line: the client was never told it succeeded.
    }
  }
  return records;
}
