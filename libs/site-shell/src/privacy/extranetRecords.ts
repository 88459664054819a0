import { join } from 'node:path';
import { createDownloadSigner, extranetRedisKeys, type HolderRedisKeys } from '@clavis/extranet/server';
import { secretList } from '../config/secretList';
import { localDefaults } from '../config/serverConfig';
import { redisKeyPrefix } from '../config/siteConfig';

/** The variables that say where a server keeps its extranet records. */
export interface ExtranetRecordsEnv {
  DATA_DIR?: string | undefined;
  EXTRANET_AUDIT_FILE?: string | undefined;
  EXTRANET_SIGNING_SECRET?: string | undefined;
}

/** A server's download audit file without Redis: `EXTRANET_AUDIT_FILE`, else `$DATA_DIR/extranet/downloads.jsonl`. */
export function auditFilePath(env: ExtranetRecordsEnv): string {
  return env.EXTRANET_AUDIT_FILE ?? join(env.DATA_DIR ?? localDefaults.dataDir, 'extranet', 'downloads.jsonl');
}

/**
 * Where the sites keep what the extranet records of a person, and under which ids: the audit file
 * of this environment, each market's Redis keys, and the opaque ids a subject has under each key of
 * `EXTRANET_SIGNING_SECRET` (none without it: each process then made its own key, lost with it).
 */
export function extranetRecords(env: ExtranetRecordsEnv, markets: readonly string[]): {
  files: string[];
  redisKeys: HolderRedisKeys[];
  holderIds(sub: string): string[];
} {
  const secrets = secretList(env.EXTRANET_SIGNING_SECRET);
  const signer = secrets.length > 0 ? createDownloadSigner({ secret: secrets }) : undefined;
  return {
    files: [auditFilePath(env)],
    redisKeys: markets.map((market) => ({ market, ...extranetRedisKeys(redisKeyPrefix(market)) })),
    holderIds: (sub) => signer?.holderIds(sub) ?? [],
  };
}
