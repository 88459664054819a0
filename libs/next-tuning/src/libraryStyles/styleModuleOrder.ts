import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A vanilla-extract style module: `Name.css.ts`. */
const STYLE_MODULE = /\.css\.(ts|tsx|js|mjs)$/;

/**
 * The vanilla-extract style modules the given entry modules reach, in the order a bundler
 * evaluates them: depth first, each module's imports in source order before the module itself.
 * That is the order their rules had in the per-module stylesheets, so a component's own rules
 * still follow the rules of the components it builds on.
 *
 * Imports are resolved as TypeScript resolves them for the app (its tsconfig, custom conditions
 * included), so workspace libraries lead to their sources; packages under node_modules are not
 * followed.
 */
export function styleModulesInImportOrder(entries: readonly string[], compilerOptions: ts.CompilerOptions): string[] {
  const visited = new Set<string>();
  const styleModules: string[] = [];
  const host = ts.sys;

  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, compilerOptions, host).resolvedModule;
      if (!resolved || resolved.resolvedFileName.includes('/node_modules/') || resolved.extension === ts.Extension.Dts) continue;
      visit(resolved.resolvedFileName);
    }
    if (STYLE_MODULE.test(file)) styleModules.push(file);
  };

  entries.forEach(visit);
  return styleModules;
}

/** The compiler options of the tsconfig.json nearest to `directory`. */
export function compilerOptionsFor(directory: string): ts.CompilerOptions {
  const configPath = ts.findConfigFile(directory, ts.sys.fileExists);
  if (!configPath) throw new Error(`No tsconfig.json found from ${directory}`);
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(`Cannot read ${configPath}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    },
  });
  if (!parsed) throw new Error(`Cannot read ${configPath}`);
  return parsed.options;
}
