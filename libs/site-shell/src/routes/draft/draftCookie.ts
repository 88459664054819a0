import { DRAFT_MODE_COOKIE } from '../../security/framing';

export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(options: { name: string; value: string; httpOnly: boolean; sameSite: 'none'; secure: boolean; partitioned: boolean; path: string; expires?: Date }): unknown;
}

/**
 * Next's draft mode, its cookie made one the visual editor's cross-site frame keeps: Next sets it
 * `SameSite=None; Secure`, which a browser that blocks third-party cookies (Safari by default,
 * Chrome's tracking protection) drops inside the frame; `Partitioned` (CHIPS) keeps it, in a jar of
 * the editor's site only, so it opens no draft anywhere else. The exit clears the same cookie (a
 * partitioned cookie is removed only by one that says `Partitioned` too).
 */
export function partitionedDraftMode(mode: { enable(): void; disable(): void }, jar: CookieJar): { enable(): void; disable(): void } {
  const rewrite = (expires?: Date) => {
    const value = jar.get(DRAFT_MODE_COOKIE)?.value;
    if (value === undefined) return;
    jar.set({ name: DRAFT_MODE_COOKIE, value, httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/', ...(expires ? { expires } : {}) });
  };
  return {
    enable() {
      mode.enable();
      rewrite();
    },
    disable() {
      mode.disable();
      rewrite(new Date(0));
    },
  };
}
