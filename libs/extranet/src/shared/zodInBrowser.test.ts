import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { config, z } from 'zod';

describe('zodInBrowser', () => {
  it('turns zod’s compiled parsers off in the browser before the extranet’s blocks make their schemas', () => {
    const before = config().jitless;
    try {
      config({ jitless: false });
      // Module order is the fix: ExtranetContent imports this before @clavis/blocks.
      const source = readFileSync(join(__dirname, '../ExtranetContent/ExtranetContent.tsx'), 'utf8');
      const imports = [...source.matchAll(/^import .*?from '([^']+)';|^import '([^']+)';/gm)].map((match) => match[1] ?? match[2]);
      expect(imports[0]).toBe('../shared/zodInBrowser');
      jest.isolateModules(() => {
        require('./zodInBrowser');
      });
      expect(config().jitless).toBe(true);
      // And parsing still works without compiling.
      expect(z.object({ title: z.string() }).parse({ title: 'Preislisten' })).toEqual({ title: 'Preislisten' });
    } finally {
      config({ jitless: before });
    }
  });
});
