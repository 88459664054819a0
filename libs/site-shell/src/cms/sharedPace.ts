import { createSharedPace, type RequestSlot } from '@clavis/http';
import { processWide } from '../process/processWide';
import { sharedLimitStore } from '../routes/withRateLimit';

/**
 * The CMS's pace for the whole market with `REDIS_URL` set: SPEC.md's 5 requests a second is the
 * space's, so the market's instances keep it together (`clavis:{market}:rate:cms`), besides each
 * client's own throttle; undefined without Redis, where the one process's throttle is the pace.
 * One per process, for every CMS client in it (pages, proxy, search, extranet).
 */
export function sharedCmsPace(perSecond = 5): RequestSlot | undefined {
  const store = sharedLimitStore('cms');
  if (!store) return undefined;
  return processWide('sharedCmsPace', () => createSharedPace({ store, perSecond }));
}
