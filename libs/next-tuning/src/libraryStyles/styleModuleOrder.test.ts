/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { compilerOptionsFor, styleModulesInImportOrder } from './styleModuleOrder';

describe('styleModulesInImportOrder', () => {
  let root: string;
  const write = (file: string, source: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  };
  const order = (entries: string[]) =>
    styleModulesInImportOrder(
      entries.map((entry) => join(root, entry)),
      compilerOptionsFor(root),
    ).map((file) => file.slice(root.length + 1));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'style-order-'));
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' } }));
    write('node_modules/outside/index.ts', "import './outside.css';");
    write('node_modules/outside/outside.css.ts', 'export const outside = "x";');
    write('theme.css.ts', 'export const vars = {};');
    write('Button.css.ts', "import { vars } from './theme.css';\nexport const button = vars;");
    write('Button.tsx', "import * as styles from './Button.css';\nexport const Button = () => styles;");
    write('Card.css.ts', "import { vars } from './theme.css';\nexport const card = vars;");
    write('Card.tsx', "import { Button } from './Button';\nimport * as styles from './Card.css';\nimport 'outside';\nexport const Card = () => [Button, styles];");
    write('Lazy.css.ts', 'export const lazy = "l";');
    write('Lazy.tsx', "import * as styles from './Lazy.css';\nexport default styles;");
    write('page.tsx', "import { Card } from './Card';\nimport { Button } from './Button';\nconst Lazy = () => import('./Lazy');\nexport default [Card, Button, Lazy];");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists each style module once, after the modules it imports and in the order a bundler evaluates them', () => {
    expect(order(['page.tsx'])).toEqual(['theme.css.ts', 'Button.css.ts', 'Card.css.ts', 'Lazy.css.ts']);
  });

  it('does not follow packages under node_modules', () => {
    expect(order(['page.tsx'])).not.toContainEqual(expect.stringContaining('outside'));
  });

  it('visits the entries in the order given', () => {
    expect(order(['Lazy.tsx', 'page.tsx'])).toEqual(['Lazy.css.ts', 'theme.css.ts', 'Button.css.ts', 'Card.css.ts']);
  });

  it("resolves with the nearest tsconfig's options", () => {
    expect(compilerOptionsFor(join(root, 'node_modules'))).toMatchObject({ moduleResolution: ts.ModuleResolutionKind.Bundler });
  });
});
