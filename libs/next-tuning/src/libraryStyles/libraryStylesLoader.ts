import { dirname } from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import type { IdentifierOption } from '@vanilla-extract/integration';
import { routeModules } from './routeModules.ts';
import { compilerOptionsFor, styleModulesInImportOrder } from './styleModuleOrder.ts';

export interface LibraryStylesLoaderOptions {
  /** The app's route directory (`src/app`): its modules are the entries whose styles the sheet holds. */
  routesDirectory: string;
  /** Must be the identifiers the vanilla-extract plugin gives the class names in the JavaScript. */
  identifiers: IdentifierOption;
}

/** The part of a webpack loader context Turbopack offers that this loader uses. */
interface LoaderContext {
  rootContext: string;
  getOptions(): LibraryStylesLoaderOptions;
  getResolve(options: object): (context: string, request: string) => Promise<string | false>;
}

/**
 * Turbopack loader for the library stylesheet (`libraryStyles.css`, imported by the root layout):
 * replaces the placeholder with every vanilla-extract rule the app's routes reach, in import
 * order, so a production page loads one stylesheet instead of one per styled module. The
 * vanilla-extract plugin runs with `outputCss: false` in that build, so the modules only carry
 * their class names, and both compile with the same identifiers and resolution, so the names match.
 */
export default async function libraryStylesLoader(this: LoaderContext): Promise<string> {
  const { routesDirectory, identifiers } = this.getOptions();
  const appDirectory = this.rootContext;
  const styleModules = styleModulesInImportOrder(routeModules(routesDirectory), compilerOptionsFor(appDirectory));
  const resolve = this.getResolve({});
  const compiler = createCompiler({
    root: appDirectory,
    identifiers,
    enableFileWatcher: false,
    viteConfig: {
      plugins: [
        {
          // Resolve as Turbopack does for the app (workspace libraries from their sources).
          name: 'clavis-turbopack-resolve',
          async resolveId(source: string, importer: string | undefined) {
            if (!importer || source.startsWith('/') || source.startsWith('\0') || source.startsWith('@vanilla-extract/')) return null;
            return (await resolve(dirname(importer), source)) || null;
          },
        },
      ],
    },
  });
  try {
    for (const file of styleModules) await compiler.processVanillaFile(file, { outputCss: true });
    return compiler.getAllCss();
  } finally {
    await compiler.close();
  }
}
