// Module hooks for the market generator's child process (generator.cjs): a module the generator's
// tree has written (a new market's entry in marketConfigs.ts) is loaded from the tree, not from the
// disk, so the child computes with the workspace as the generator leaves it. tsx, registered after
// these hooks, still compiles what they return.
let files = new Map();

export function initialize(data) {
  files = new Map(Object.entries(data.files));
}

export async function load(url, context, nextLoad) {
  const source = files.get(url.split('?')[0]);
  if (source === undefined) return nextLoad(url, context);
  return { format: 'module', source, shortCircuit: true };
}
