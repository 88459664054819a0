// Turns tsconfig `paths` into Jest's moduleNameMapper, so a test resolves `@clavis/x` to the
// library's source exactly as the TypeScript compiler and Next.js do.
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function pathsToModuleNameMapper(paths, rootDir) {
  const mapper = {};
  for (const [alias, [target]] of Object.entries(paths)) {
    if (alias.endsWith('/*')) {
      mapper[`^${escape(alias.slice(0, -2))}/(.*)$`] = `${rootDir}/${target.replace('*', '$1')}`;
    } else {
      mapper[`^${escape(alias)}$`] = `${rootDir}/${target}`;
    }
  }
  return mapper;
}

module.exports = { pathsToModuleNameMapper };
