// Runs the loader on a fixture app in a plain Node process (`tsx testing/runLoader.ts <app> <style module>...`):
// the vanilla-extract compiler starts Vite through dynamic imports, which Jest's module runtime does
// not allow. Prints the sheet, and the JavaScript the plugin gives each style module without CSS.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import libraryStylesLoader from '../libraryStylesLoader.ts';

const [app, ...styleModules] = process.argv.slice(2);
if (!app) throw new Error('usage: tsx testing/runLoader.ts <app directory> [style module...]');

/** Relative imports with TypeScript's extensions: all the fixtures use. */
const getResolve = () => async (context: string, request: string) =>
  ['', '.ts', '.tsx'].map((extension) => resolve(context, request + extension)).find((file) => existsSync(file)) ?? false;

const css = await libraryStylesLoader.call({
  rootContext: app,
  getOptions: () => ({ routesDirectory: join(app, 'src/app'), identifiers: 'short' }),
  getResolve,
});

const compiler = createCompiler({ root: app, identifiers: 'short', enableFileWatcher: false });
const modules: Record<string, string> = {};
for (const file of styleModules) modules[file] = (await compiler.processVanillaFile(join(app, file), { outputCss: false })).source;
await compiler.close();

process.stdout.write(JSON.stringify({ css, modules }));
