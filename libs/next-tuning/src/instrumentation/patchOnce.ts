/** A method patchOnce wraps (of `ServerResponse.prototype`, `Buffer`, or a test's stand-in). */
export type PatchedMethod = (this: never, ...args: unknown[]) => unknown;

/**
 * Replaces methods of `target` with wrappers of the originals, once: `marker` (a registered
 * symbol, the same in every copy of the module) records it, and a second call does nothing.
 */
export function patchOnce(target: object, marker: symbol, wrappers: Record<string, (original: PatchedMethod) => PatchedMethod>): void {
  const methods = target as Record<string | symbol, unknown>;
  if (methods[marker]) return;
  for (const [name, wrap] of Object.entries(wrappers)) methods[name] = wrap(methods[name] as PatchedMethod);
  methods[marker] = true;
}
