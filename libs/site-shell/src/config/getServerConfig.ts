import 'server-only';
import { cmsSettings, type CmsSettings } from './cmsSettings';
import { parseServerConfig, type ServerConfig } from './serverConfig';

let config: (ServerConfig & { cms: CmsSettings }) | undefined;

/**
 * The validated configuration of this server, read once. The market is the one the build fixed
 * (createNextConfig), which a MARKET variable at run time cannot change.
 */
export function getServerConfig(): ServerConfig & { cms: CmsSettings } {
  if (!config) {
    const parsed = parseServerConfig({
      ...process.env,
      MARKET: process.env.NEXT_PUBLIC_CLAVIS_MARKET ?? process.env.MARKET,
    });
    config = { ...parsed, cms: cmsSettings(parsed.env) };
  }
  return config;
}
