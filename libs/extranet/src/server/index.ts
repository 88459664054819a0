// @clavis/extranet/server: the extranet API (plain Node and web Request/Response, no Next).
export { createExtranetApi } from './createExtranetApi';
export type { ExtranetAccess, ExtranetApi, ExtranetApiOptions, ExtranetUser, VerifyExtranetRequest } from './createExtranetApi';
export type { ExtranetCms } from './loadExtranetPage';
export { LATEST_BULLETINS } from './loadExtranetPage';
export { createDownloadSigner, LINK_PREFIXES } from './downloadLinks';
export type { DownloadGrant, DownloadSigner, DownloadSignerOptions, DownloadTarget, GrantCheck, LinkGrant } from './downloadLinks';
export { createHolderGroups } from './holderGroups';
export type { HolderGroups, HolderGroupsOptions, HolderGroupsStore, HolderRecord } from './holderGroups';
export type { SearchRecordRef, SearchRecords } from './protectSearchAnswer';
export { AUDIT_PRUNE_INTERVAL_MS, createAuditFile, createAuditLog, DEFAULT_AUDIT_RETENTION_DAYS } from './auditLog';
export type { AuditLog, AuditLogOptions, AuditStream, AuditStreamClient, DownloadRecord } from './auditLog';
export { eraseHolderRecords, extranetRedisKeys } from './eraseHolderRecords';
export type { EraseHolderRecordsOptions, ErasureRedisClient, HolderErasureCount, HolderRedisKeys } from './eraseHolderRecords';
export { DEFAULT_ZIP_LIMITS } from './zipRoute';
export type { ZipLimits } from './zipRoute';
export { EXTRANET_SESSION_PATH } from '../sessionPath';
export type { ExtranetFile, ExtranetPayload, ExtranetPicture, ExtranetProblem } from '../payload';
