import type { UserConfig } from 'vite';

export function libraryEntries(pkg: { exports?: Record<string, unknown> }): Record<string, string>;
export function externalFor(pkg: {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}): (id: string) => boolean;
export function viteLibraryConfig(configUrl: string): UserConfig;
