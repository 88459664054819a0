/**
 * The origin of the visual editor that frames this page, among those allowed to (the CSP's
 * `frame-ancestors`): the bridge answers only there. Read from the frame's ancestors where the
 * browser tells them, else from the referrer (the editor opened the preview); the first allowed
 * one otherwise (Storyblok's own app).
 */
export function editorParent(allowed: readonly string[], location: { ancestorOrigins?: { length: number; [index: number]: string } }, referrer: string): string | undefined {
  const candidates: string[] = [];
  if (location.ancestorOrigins && location.ancestorOrigins.length > 0) candidates.push(location.ancestorOrigins[0] as string);
  try {
    if (referrer) candidates.push(new URL(referrer).origin);
  } catch {
    // no usable referrer
  }
  return candidates.find((origin) => allowed.includes(origin)) ?? allowed[0];
}
