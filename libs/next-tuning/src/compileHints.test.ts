/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompileHints, ALL_FUNCTIONS_CALLED_ON_LOAD, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint first, once', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHints', () => {
  let distDir: string;
  const chunks = () => join(distDir, 'static', 'chunks');
  const read = (...path: string[]) => readFileSync(join(chunks(), ...path), 'utf8');

  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), 'next-dist-'));
    mkdirSync(join(chunks(), 'app'), { recursive: true });
    writeFileSync(join(chunks(), 'main.js'), 'self.main=1;');
    writeFileSync(join(chunks(), 'app', 'block.js'), 'self.block=2;');
    writeFileSync(join(chunks(), 'styles.css'), 'a{color:red}');
    writeFileSync(join(chunks(), 'main.js.map'), '{}');
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('hints every script among the chunks, nested ones too, and leaves other files alone', async () => {
    await expect(addCompileHints({ distDir })).resolves.toBe(2);
    expect(read('main.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.main=1;`);
    expect(read('app', 'block.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.block=2;`);
    expect(read('styles.css')).toBe('a{color:red}');
    expect(read('main.js.map')).toBe('{}');
  });

  it('changes nothing the second time', async () => {
    await addCompileHints({ distDir });
    await expect(addCompileHints({ distDir })).resolves.toBe(0);
    expect(read('main.js')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}self.main=1;`);
  });
});
