import 'server-only';
import { draftMode } from 'next/headers';

/** True when the request carries the draft-mode cookie that /api/draft set. */
export async function isDraftRequest(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}
