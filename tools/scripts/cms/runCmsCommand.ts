import { SpaceClientError, createSpaceClient, type SpaceClient } from './spaceClient.ts';
import { spaceTargetFromEnv, SpaceTargetError } from './spaceTarget.ts';

/** The settings every `cms:*` command reads, as `--help` shows them. */
export const SPACE_SETTINGS_HELP = `Settings (environment):
  STORYBLOK_OAUTH_TOKEN  personal access token of a Storyblok account (Management API); without it,
                         the local space of the content server (127.0.0.1:4100, npm start)
  STORYBLOK_SPACE_ID     the space's numeric id (required with STORYBLOK_OAUTH_TOKEN)
  STORYBLOK_REGION       eu, us, ap, ca or cn (default: the region the space id belongs to)
  STORYBLOK_MANAGEMENT_URL  another host for the Management API (a content server on another port)
  --local                the local space, whatever the environment says`;

/**
 * Runs a command on the space the environment names: `--help` prints `usage` and the settings;
 * a setting or a call that fails ends it with one line on stderr and exit 2 (1 is the commands'
 * "found something"). `run` answers the exit code.
 */
export async function runCmsCommand(name: string, usage: string, run: (client: SpaceClient) => Promise<number>): Promise<never> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(`${usage}\n\n${SPACE_SETTINGS_HELP}`);
    process.exit(0);
  }
  try {
    // `--local`: the local space whatever the environment names (npm start).
    const client = createSpaceClient(spaceTargetFromEnv(process.argv.includes('--local') ? {} : process.env));
    process.exit(await run(client));
  } catch (error) {
    if (error instanceof SpaceTargetError || error instanceof SpaceClientError) console.error(`${name}: ${error.message}`);
    else if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' || /fetch failed|ECONNREFUSED/.test(String(error))) {
      console.error(`${name}: nothing answers at the space's Management API (for the local space start the content server: npx nx run content-server:serve)`);
    } else console.error(`${name}: ${(error as Error).stack ?? String(error)}`);
    process.exit(2);
  }
}
