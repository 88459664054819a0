/** Links Turbopack's hashed external packages from the standalone copy into `.next/node_modules` when a cached build lacks them. */
export function restoreExternalLinks(appRoot: string, distDir?: string): void;
/** The command and arguments that serve the built app in `appRoot` on `port`. */
export function nextStartCommand(appRoot: string, port: number, distDir?: string): [string, string[]];
