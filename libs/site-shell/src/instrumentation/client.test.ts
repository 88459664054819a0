/** @jest-environment jsdom */
import { prepareBrowser } from './client';

describe('prepareBrowser', () => {
  it('makes zod build and parse schemas without asking for eval (no CSP violation in the browser)', () => {
    prepareBrowser();
    const evalCalls = jest.fn();
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      apply: (target, self, args) => (evalCalls(args), Reflect.apply(target, self, args)),
      construct: (target, args) => (evalCalls(args), Reflect.construct(target, args)),
    });
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { z } = require('zod') as typeof import('zod');
        expect(z.config().jitless).toBe(true);
        const schema = z.object({ _uid: z.string(), component: z.string(), fields: z.array(z.object({ name: z.string() })) });
        expect(schema.safeParse({ _uid: 'a', component: 'form', fields: [{ name: 'email' }] }).success).toBe(true);
      });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(evalCalls).not.toHaveBeenCalled();
  });
});
