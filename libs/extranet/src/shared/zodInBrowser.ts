import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function`, and finds out whether it may by trying once when
 * the first object schema is made. Under the site's Content-Security-Policy (no 'unsafe-eval') the
 * browser blocks that try and reports a `securitypolicyviolation` on every extranet page, even
 * though zod catches it and parses without compiling. The extranet is where blocks (zod schemas)
 * run in the browser, so this module, imported before them, turns the compiling off there: nothing
 * is lost (the CSP forbids it anyway) and nothing is reported. The server keeps its compiled parsers.
 * A side effect on purpose: package.json lists it in `sideEffects`.
 */
if (typeof window !== 'undefined') config({ jitless: true });
