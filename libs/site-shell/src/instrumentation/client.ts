// `@clavis/site-shell/instrumentation-client`: each app's `src/instrumentation-client.ts` calls
// `prepareBrowser()`, which Next.js runs in the browser before any page code.

/** Where zod 4 keeps its configuration; it adopts an object already there when it loads. */
const ZOD_CONFIG = '__zod_globalConfig';

/**
 * Prepares the browser before the first page module runs. zod (content, block and form schemas
 * built in the browser: the extranet, forms) probes once whether it may compile its parsers, with
 * `Function("")`; under the Content-Security-Policy (no 'unsafe-eval', DESIGN.md section 6) the
 * probe is refused and Chromium reports a violation, though zod catches it. `jitless` tells zod not
 * to probe or compile; it must be set before the first schema is made, which is why it lives here.
 */
export function prepareBrowser(): void {
  const holder = globalThis as typeof globalThis & { [ZOD_CONFIG]?: Record<string, unknown> };
  Object.assign((holder[ZOD_CONFIG] ??= {}), { jitless: true });
}
