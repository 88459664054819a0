export { proxy } from '@clavis/site-shell/proxy';

// Framework files, route handlers and files (a name with an extension) never run the proxy: it
// would only pass them on (site-shell's bypassesProxy), and each run costs the server about 0.4 ms.
// A literal: Next.js reads the matcher from this file without running it.
export const config = { matcher: ['/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)'] };
