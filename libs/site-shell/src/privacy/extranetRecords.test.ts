/** @jest-environment node */
import { createDownloadSigner } from '@clavis/extranet/server';
import { auditFilePath, extranetRecords } from './extranetRecords';

const NEW = 'the-new-signing-key-of-at-least-32-chars';
const OLD = 'the-old-signing-key-of-at-least-32-chars';

describe('extranetRecords', () => {
  it("finds a subject's ids under every key of a rotation, as the server made them", () => {
    const { holderIds } = extranetRecords({ EXTRANET_SIGNING_SECRET: `${NEW}, ${OLD}` }, ['germany']);
    expect(holderIds('partner-1')).toEqual([createDownloadSigner({ secret: NEW }).holderId('partner-1'), createDownloadSigner({ secret: OLD }).holderId('partner-1')]);
    // Without a configured key each process made its own: no id can be derived.
    expect(extranetRecords({}, ['germany']).holderIds('partner-1')).toEqual([]);
  });

  it("names the audit file and each market's Redis keys as the server does", () => {
    expect(auditFilePath({ DATA_DIR: '/data' })).toBe('/data/extranet/downloads.jsonl');
    expect(auditFilePath({ DATA_DIR: '/data', EXTRANET_AUDIT_FILE: '/audit/downloads.jsonl' })).toBe('/audit/downloads.jsonl');
    expect(auditFilePath({})).toBe('data/extranet/downloads.jsonl');
    expect(extranetRecords({ DATA_DIR: '/data' }, ['germany', 'italy']).redisKeys).toEqual([
      { market: 'germany', downloads: 'clavis:germany:downloads', holders: 'clavis:germany:extranet:holders:' },
      { market: 'italy', downloads: 'clavis:italy:downloads', holders: 'clavis:italy:extranet:holders:' },
    ]);
  });
});
