// `npx nx run dev-idp:serve`: the embedded OpenID provider on 127.0.0.1:4200 (DESIGN.md section 6).
// DEV_IDP_ISSUER (default http://127.0.0.1:4200) and DEV_IDP_SITE_ORIGINS (comma-separated extra
// site origins) override the defaults.
import { readFileSync } from 'node:fs';
import { createDevIdp } from './createDevIdp';
import { siteOrigins } from './siteOrigins';

const issuer = process.env['DEV_IDP_ISSUER'] ?? 'http://127.0.0.1:4200';
const keys = JSON.parse(readFileSync(new URL('../keys/development-keys.json', import.meta.url), 'utf8'));

const idp = await createDevIdp({ issuer, siteOrigins: siteOrigins(process.env['DEV_IDP_SITE_ORIGINS']), keys }).listen();
console.log(`dev-idp: issuer ${issuer}, listening on ${idp.url}; users partner@, bu-italia@, visitor@clavis.example`);

const stop = async () => {
  await idp.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
