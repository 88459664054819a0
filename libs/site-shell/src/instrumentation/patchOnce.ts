/** A method of `ServerResponse.prototype` (or of a test's subclass). */
export type ResponseMethod = (this: never, ...args: unknown[]) => unknown;

/**
 * Replaces methods of `target` with wrappers of the originals, once: `marker` (a registered
 * symbol, the same in every copy of the module) records it, and a second call does nothing.
 */
export function patchOnce(target: object, marker: symbol, wrappers: Record<string, (original: ResponseMethod) => ResponseMethod>): void {
  const methods = target as Record<string | symbol, unknown>;
  if (methods[marker]) return;
  for (const [name, wrap] of Object.entries(wrappers)) methods[name] = wrap(methods[name] as ResponseMethod);
  methods[marker] = true;
}
