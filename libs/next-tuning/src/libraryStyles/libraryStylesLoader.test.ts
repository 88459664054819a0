/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The fixture app lives in the workspace, so it resolves @vanilla-extract/css as the apps do.
const WORKSPACE = resolve(__dirname, '../../../..');
const RUN_LOADER = join(__dirname, 'testing/runLoader.ts');

describe('libraryStylesLoader', () => {
  let app: string;
  const write = (file: string, source: string) => {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), source);
  };
  const runLoader = (...styleModules: string[]): { css: string; modules: Record<string, string> } =>
    JSON.parse(execFileSync(join(WORKSPACE, 'node_modules/.bin/tsx'), [RUN_LOADER, app, ...styleModules], { cwd: WORKSPACE, encoding: 'utf8' }));
  const exportedClass = (source: string | undefined, name: string) => new RegExp(`export var ${name} = '([^']+)'`).exec(source ?? '')?.[1];

  beforeEach(() => {
    mkdirSync(join(WORKSPACE, 'tmp'), { recursive: true });
    app = mkdtempSync(join(WORKSPACE, 'tmp/library-styles-'));
    write('package.json', JSON.stringify({ name: 'fixture-app', type: 'module' }));
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' } }));
    write('src/theme.css.ts', "import { createVar, globalStyle } from '@vanilla-extract/css';\nexport const accent = createVar();\nglobalStyle('body', { margin: 0 });");
    write('src/Box.css.ts', "import { style } from '@vanilla-extract/css';\nimport { accent } from './theme.css';\nexport const box = style({ color: accent, padding: 4 });");
    write('src/Box.tsx', "import * as styles from './Box.css';\nexport const Box = () => styles.box;");
    write('src/Card.css.ts', "import { style } from '@vanilla-extract/css';\nexport const card = style({ padding: 8 });");
    write('src/Card.tsx', "import { Box } from './Box';\nimport * as styles from './Card.css';\nexport const Card = () => [Box, styles.card];");
    write('src/Unused.css.ts', "import { style } from '@vanilla-extract/css';\nexport const unused = style({ padding: 16 });");
    write('src/app/layout.tsx', "import '../theme.css';\nimport { Box } from '../Box';\nexport default Box;");
    write('src/app/page.tsx', "import { Card } from '../Card';\nexport default Card;");
  }, 30_000);
  afterEach(() => rmSync(app, { recursive: true, force: true }));

  it('writes every rule the routes reach in one sheet, in import order, under the class names the CSS-less modules export', () => {
    const { css, modules } = runLoader('src/Box.css.ts', 'src/Card.css.ts', 'src/Unused.css.ts');

    const box = exportedClass(modules['src/Box.css.ts'], 'box');
    const card = exportedClass(modules['src/Card.css.ts'], 'card');
    const unused = exportedClass(modules['src/Unused.css.ts'], 'unused');
    expect([box, card, unused]).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    expect(Object.values(modules).join('\n')).not.toMatch(/import .*\.css/);

    const body = css.indexOf('body {');
    const boxRule = css.indexOf(`.${box} {`);
    const cardRule = css.indexOf(`.${card} {`);
    expect(body).toBeGreaterThanOrEqual(0);
    expect(boxRule).toBeGreaterThan(body);
    expect(cardRule).toBeGreaterThan(boxRule);
    expect(css).not.toContain(`.${unused}`);
  }, 60_000);

  it('is empty for routes that reach no style module', () => {
    write('src/app/layout.tsx', 'export default null;');
    write('src/app/page.tsx', 'export default null;');
    expect(runLoader().css.trim()).toBe('');
  }, 60_000);
});
