// The Vite library build shared by every library that has vanilla-extract styles: ESM, one output
// module per source module (so 'use client' stays where it was and consumers tree-shake), and the
// styles compiled to real CSS files that the JavaScript imports. Entries come from the package's
// `exports` (the `@clavis/source` file of each subpath, written where its `import` path points), so
// a new subpath needs no change here.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** The `exports` subpaths as Vite entries: `{ 'themes/brand/index': 'src/themes/brand/index.ts' }`. */
export function libraryEntries(pkg) {
  const entries = {};
  for (const target of Object.values(pkg.exports ?? {})) {
    if (typeof target !== 'object' || !target['@clavis/source'] || !target.import) continue;
    const name = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    entries[name] = target['@clavis/source'].replace(/^\.\//, '');
  }
  return entries;
}

/** Whether an import stays outside the bundle: a dependency, a peer, or a Node built-in. */
export function externalFor(pkg) {
  const packages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const builtins = new Set(builtinModules);
  return (id) =>
    id.startsWith('node:') ||
    builtins.has(id) ||
    packages.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Library mode leaves CSS out of the JavaScript: it writes the files but nothing imports them. This
 * adds `import './X.css'` to the chunk that owns each stylesheet, so a consumer's bundler pulls in
 * exactly the CSS of the components it uses. It runs in `generateBundle`, after Vite has recorded
 * which CSS each chunk owns; the imports go on the first line so source maps keep their lines.
 */
function importOwnCss() {
  return {
    name: 'clavis:import-own-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const imports = css.map((file) => {
          const path = relative(dirname(chunk.fileName), file);
          return `import '${path.startsWith('.') ? path : `./${path}`}';`;
        });
        chunk.code = `${imports.join(' ')} ${chunk.code}`;
      }
    },
  };
}

/** The Vite config of the library whose `vite.config.ts` passes its `import.meta.url`. */
export function viteLibraryConfig(configUrl) {
  const root = dirname(fileURLToPath(configUrl));
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  return {
    root,
    plugins: [vanillaExtractPlugin(), importOwnCss()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      sourcemap: true,
      minify: false,
      cssCodeSplit: true,
      target: 'es2022',
      lib: { entry: libraryEntries(pkg), formats: ['es'] },
      rollupOptions: {
        // 'use client' survives: with one output module per source module it stays where it was.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
        external: externalFor(pkg),
        output: {
          preserveModules: true,
          preserveModulesRoot: 'src',
          entryFileNames: '[name].js',
          assetFileNames: '[name][extname]',
        },
      },
    },
  };
}
