// `@clavis/site-shell/privacy` (Node): where the sites keep a person's records, for
// `npm run privacy:erase`, named as the server names them.
export { auditFilePath, extranetRecords } from './extranetRecords';
export type { ExtranetRecordsEnv } from './extranetRecords';
