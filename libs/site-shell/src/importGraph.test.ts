/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// The rooms of src/ and what each may import are the README's "Layout of `src/`" table, read here
// as the rule: a room may import itself and the rooms its row names, all of them further down the
// table, so imports only flow down. `import type`, `export ... from` and `import()` count alike.

const SRC = __dirname;
const ROOT_FILES = '.';

interface Row {
  room: string;
  mayImport: string[];
}

function readTable(): Row[] {
  const readme = readFileSync(join(SRC, '..', 'README.md'), 'utf8');
  const section = readme.split('## Layout of `src/`')[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  const roomOf = (name: string) => (name.endsWith('/') ? name.slice(0, -1) : ROOT_FILES);
  return rows.map(([first = '', , last = '']) => ({
    room: roomOf(names(first)[0] ?? ''),
    mayImport: names(last).map(roomOf),
  }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function roomOfPath(path: string): string {
  const parts = relative(SRC, path).split(sep);
  const isFolder = parts.length === 1 && existsSync(path) && statSync(path).isDirectory();
  return parts.length > 1 || isFolder ? (parts[0] ?? ROOT_FILES) : ROOT_FILES;
}

interface Import {
  file: string;
  from: string;
  to: string;
}

function relativeImports(): Import[] {
  return sourceFiles(SRC).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        file: relative(SRC, file).split(sep).join('/'),
        from: roomOfPath(file),
        to: roomOfPath(resolve(dirname(file), specifier)),
      })),
  );
}

function upwardImports(rows: Row[], imports: Import[]): string[] {
  const allowed = new Map(rows.map((row) => [row.room, new Set([row.room, ...row.mayImport])]));
  return imports
    .filter(({ from, to }) => !allowed.get(from)?.has(to))
    .map(({ file, to }) => `${file} -> ${to === ROOT_FILES ? 'src/' : `${to}/`}`);
}

describe('site-shell rooms', () => {
  const rows = readTable();

  it('has one README row per folder of src/, and one for the entry files', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(rows.map((row) => row.room).sort()).toEqual([ROOT_FILES, ...folders].sort());
  });

  it('lets each room import only rooms further down the table', () => {
    const position = new Map(rows.map((row, index) => [row.room, index]));
    const upward = rows.flatMap((row) =>
      row.mayImport
        .filter((room) => !(position.get(room)! > position.get(row.room)!))
        .map((room) => `${row.room} may import ${room}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no import that its room may not make', () => {
    expect([...new Set(upwardImports(rows, relativeImports()))].sort()).toEqual([]);
  });

  it('catches an upward import', () => {
    const rooms: Row[] = [
      { room: 'pages', mayImport: ['config'] },
      { room: 'config', mayImport: [] },
    ];
    expect(
      upwardImports(rooms, [
        { file: 'pages/a.ts', from: 'pages', to: 'config' },
        { file: 'config/b.ts', from: 'config', to: 'pages' },
      ]),
    ).toEqual(['config/b.ts -> pages/']);
  });
});
