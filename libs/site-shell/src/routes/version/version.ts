import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The id of the build `next start` serves (Next writes it to `.next/BUILD_ID`). */
export function readBuildId(appDir = process.cwd()): string {
  try {
    return readFileSync(join(appDir, '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/** `GET /api/version`: the build id, polled by the browser to notice a new deployment. */
export function createVersionHandler(buildId: () => string = readBuildId) {
  let id: string | undefined;
  return function GET(): Response {
    id ??= buildId();
    return Response.json({ buildId: id }, { headers: { 'cache-control': 'no-store' } });
  };
}
