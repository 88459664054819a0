import { join } from 'node:path';
import { buildSpace } from './generate/buildContent';
import { readCommittedAssets } from './generate/committedAssets';
import { withContentVersion } from './store';
import type { ContentData } from './types';

/**
 * `scale` times the catalogue, built in memory by the generator over the files of
 * `{contentDir}/assets` (the stories of later series reuse them; nothing is drawn or written).
 */
export async function buildScaledContent(contentDir: string, scale: number): Promise<ContentData> {
  const { data, assets } = await buildSpace({ scale, committed: await readCommittedAssets(join(contentDir, 'assets')) });
  // A file the folder lacks would be a link that answers 404.
  if (assets.length > 0) throw new Error(`${join(contentDir, 'assets')} lacks ${assets.length} generated files (${assets[0]?.path}); run content-server:generate`);
  return withContentVersion(data);
}
