// `npx nx run dev-idp:serve`: the embedded OpenID provider on 127.0.0.1:4200 (DESIGN.md section 6).
// DEV_IDP_ISSUER (default http://127.0.0.1:4200) and DEV_IDP_SITE_ORIGINS (comma-separated extra
// site origins) override the defaults; DEV_IDP_CLIENT_ID and DEV_IDP_AUDIENCE replace the sites'
// client and the extranet API's audience, DEV_IDP_KEYS_FILE the committed keys (a JSON file shaped
// like keys/development-keys.json), so that it can play another provider than the development one.
import { readFileSync } from 'node:fs';
import { createDevIdp } from './createDevIdp';
import { siteOrigins } from './siteOrigins';

const issuer = process.env['DEV_IDP_ISSUER'] ?? 'http://127.0.0.1:4200';
const keysFile = process.env['DEV_IDP_KEYS_FILE'] || new URL('../keys/development-keys.json', import.meta.url);
const keys = JSON.parse(readFileSync(keysFile, 'utf8'));

const idp = await createDevIdp({
  issuer,
  siteOrigins: siteOrigins(process.env['DEV_IDP_SITE_ORIGINS']),
  keys,
  ...(process.env['DEV_IDP_CLIENT_ID'] ? { clientId: process.env['DEV_IDP_CLIENT_ID'] } : {}),
  ...(process.env['DEV_IDP_AUDIENCE'] ? { audience: process.env['DEV_IDP_AUDIENCE'] } : {}),
}).listen();
console.log(`dev-idp: issuer ${issuer}, listening on ${idp.url}; users partner@, bu-italia@, visitor@clavis.example`);

const stop = async () => {
  await idp.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
