import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library mode leaves CSS out of the JavaScript: it writes the files but nothing imports them. This
 * adds `import './X.css'` to the chunk that owns each stylesheet, so a consumer's bundler pulls in
 * exactly the CSS of the components it uses. It runs in `generateBundle`, after Vite has recorded
 * which CSS each chunk owns; the imports go on the first line so source maps keep their lines.
 */
function importOwnCss(): Plugin {
  return {
    name: 'clavis:import-own-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...((chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])];
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

export default defineConfig({
  root,
  plugins: [vanillaExtractPlugin(), importOwnCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    target: 'es2022',
    lib: {
      entry: {
        index: 'src/index.ts',
        css: 'src/css.ts',
        tokens: 'src/tokens.ts',
        'themes/brand/index': 'src/themes/brand/index.ts',
        'themes/extranet/index': 'src/themes/extranet/index.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      // 'use client' survives: with one output module per source module it stays where it was.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      external: (id) => isExternal(id) || id === 'react/jsx-runtime',
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
