// `@clavis/site-shell/privacy` (Node): where the sites keep a person's records, for
// `npm run privacy:erase`, named as the server names them.
export { auditFilePath, eraseExtranetRecords, extranetRecords, usesEmbeddedProvider } from './extranetRecords';
export type { AuditFileEnv, ExtranetRecordsEnv } from './extranetRecords';
