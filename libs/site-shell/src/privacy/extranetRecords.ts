import { join } from 'node:path';
import { createDownloadSigner, eraseHolderRecords, extranetRedisKeys, type ErasureRedisClient, type HolderErasureCount, type HolderRedisKeys } from '@clavis/extranet/server';
import { identitySettings } from '../auth/identitySettings';
import { secretList } from '../config/secretList';
import { localDefaults } from '../config/serverConfig';
import { redisKeyPrefix } from '../config/siteConfig';

/** The variables that say where a server keeps its download audit file. */
export interface AuditFileEnv {
  DATA_DIR?: string | undefined;
  EXTRANET_AUDIT_FILE?: string | undefined;
}

/** A server's environment as the command gets it (`process.env`): `DATA_DIR`, `EXTRANET_AUDIT_FILE`, `EXTRANET_SIGNING_SECRET` are read. */
export type ExtranetRecordsEnv = Readonly<Record<string, string | undefined>>;

/** A server's download audit file without Redis: `EXTRANET_AUDIT_FILE`, else `$DATA_DIR/extranet/downloads.jsonl`. */
export function auditFilePath(env: AuditFileEnv): string {
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
  const secrets = secretList(env['EXTRANET_SIGNING_SECRET']);
  const signer = secrets.length > 0 ? createDownloadSigner({ secret: secrets }) : undefined;
  return {
    files: [auditFilePath(env)],
    redisKeys: markets.map((market) => ({ market, ...extranetRedisKeys(redisKeyPrefix(market)) })),
    holderIds: (sub) => signer?.holderIds(sub) ?? [],
  };
}

/**
 * Erases the extranet's records of the subjects `subs` (their audit lines, stream entries and
 * session records) from the audit file of `env` and, with `redis`, from each market's keys: by the
 * ids each has under every key of `EXTRANET_SIGNING_SECRET`. Nothing to look for without the key.
 */
export async function eraseExtranetRecords({
  env,
  subs,
  markets,
  redis,
}: {
  env: ExtranetRecordsEnv;
  subs: readonly string[];
  markets: readonly string[];
  redis?: ErasureRedisClient | undefined;
}): Promise<HolderErasureCount[]> {
  const records = extranetRecords(env, markets);
  const holders = subs.flatMap((sub) => records.holderIds(sub));
  if (holders.length === 0) return [];
  return eraseHolderRecords({ holders, files: records.files, ...(redis && { redis: { client: redis, markets: records.redisKeys } }) });
}

/** Whether the server signs partners in at the embedded identity provider (no `OIDC_*` of a real one). */
export function usesEmbeddedProvider(env: ExtranetRecordsEnv): boolean {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_AUDIENCE } = env;
  return identitySettings({ OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_AUDIENCE }).issuer === localDefaults.identityIssuer;
}
