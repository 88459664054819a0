import { drainServers, registerTuning, takeOverShutdownSignals } from '@clavis/next-tuning/instrumentation';
import { startFormsOutbox } from '../routes/forms';
import { checkListenAddress } from '../config/listenAddress';
import { ConfigError } from '../config/serverConfig';
import { checkProductionSecrets, EMBEDDED_WARNING } from '../config/productionSecrets';
import { bakedSettingsOf, checkBakedSettings, readBakedSettings } from '../config/bakedSettings';
import { closeSharedRedis, openSharedRedis, sharedRedis } from '../redis/sharedRedis';
import { evictionPolicyWarning } from '../redis/evictionPolicy';
import { siteServices } from '../server/services';
import { siteConfig } from '../config/siteConfig';
import { siteServer } from './siteServer';
import { instanceReadiness } from '../lifecycle/readiness';
import { shutDown } from '../lifecycle/shutdown';
import { routeConsoleToLogger, siteLogger } from '../logging/logger';
import { siteMetrics } from '../metrics/siteMetrics';
import { startMetricsServer } from '../metrics/metricsServer';
import { siteTracing, useSiteTracing, withRequestTracing } from '../tracing/siteTracing';
import type { Server } from 'node:http';
import { selfOrigin } from '../config/selfOrigin';
import type { ContentPoll } from '../revalidate/contentPoll';
import { createSiteContentPoll } from './siteContentPoll';

/** The longest a start waits for its publish subscription (it comes later by itself). */
const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * With REDIS_URL, the publishes other instances receive reach this one (revalidate/publishEvents),
 * and what it missed before it started is caught up, before its first request where Redis answers.
 */
async function startPublishEvents(): Promise<void> {
  const fanout = siteServices().publishFanout;
  if (!fanout) return;
  const started = fanout
    .start()
    .catch((error: unknown) =>
      console.warn(`publish: not subscribed: ${(error as Error).message}`),
    );
  await Promise.race([started, new Promise((done) => setTimeout(done, SUBSCRIBE_WAIT_MS).unref())]);
}

/**
 * What `register()` does in the Node.js runtime: a production server without its real identity
 * provider and secrets refuses to start (config/productionSecrets), as does one told to listen on a
 * loopback address literal (config/listenAddress), the shared Redis is connected and its publish
 * events subscribed to, the search indexes start building in the background, next-tuning's patches
 * of Node's HTTP server and responses with the site's parts (`siteServer`: requests the server
 * cannot parse are refused, every page gets its Content-Security-Policy), each behind its
 * `CLAVIS_TUNING_*` switch, then the forms outbox, so what an earlier run left undelivered goes out;
 * last, SIGTERM and SIGINT become a graceful shutdown, the instance reports ready, and its poll of
 * the CMS's content version starts (`CMS_POLL_SECONDS`).
 * A module of its own so that the Edge build of the instrumentation never reaches `node:http`.
 */
export async function prepareNodeServer(): Promise<void> {
  // `next build` loads the instrumentation too; only a server that will answer requests is checked.
  if (process.env['NEXT_PHASE'] !== 'phase-production-build') {
    const address = checkListenAddress(process.env);
    if (!address.ok) {
      console.error(address.message);
      process.exit(1);
    }
    // The configuration is read once, here, before the first request: a bad variable stops the
    // start with one line per variable instead of failing every request.
    try {
      siteConfig();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(`Refusing to start with a bad configuration:\n${error.message}`);
      process.exit(1);
    }
    const check = checkProductionSecrets(process.env);
    if (!check.ok) {
      console.error(check.message);
      process.exit(1);
    }
    const { market, env } = siteConfig();
    if (!check.embedded && process.env['NODE_ENV'] === 'production') {
      // Inlined by `next build` (createNextConfig's `env`): the settings the prebuilt pages carry.
      const pages = checkBakedSettings(readBakedSettings(process.env.CLAVIS_BAKED_SETTINGS), bakedSettingsOf(env, market));
      if (!pages.ok) {
        console.error(pages.message);
        process.exit(1);
      }
    }
    // From here on every line is JSON on stdout; the refusals above are one plain line on stderr.
    routeConsoleToLogger(siteLogger({ level: env.LOG_LEVEL ?? 'info', service: `clavis-site-${market}` }));
    if (check.embedded) console.warn(EMBEDDED_WARNING);
    // Before Redis connects and the request hooks are laid, so both are traced from the first.
    await startSiteTracing();
    // The shared Redis (REDIS_URL) is connected before the first request, which then finds the
    // shared limits and caches ready; a Redis that does not answer yet holds nothing up.
    if (siteConfig().redis) {
      if (!(await openSharedRedis())) {
        console.warn(
          'REDIS_URL: Redis does not answer at start-up; this instance serves on its own until it does',
        );
      } else {
        const client = sharedRedis()?.client;
        const warning = client && (await evictionPolicyWarning(client));
        if (warning) console.warn(warning);
      }
    }
    await startPublishEvents();
    buildSearchIndexesAhead();
    await serveMetrics();
  }
  registerTuning({ site: withRequestTracing(siteServer()) });
  await startFormsOutbox();
  if (process.env['NEXT_PHASE'] !== 'phase-production-build') takeOverShutdownSignals(stopServing);
  instanceReadiness().markServing();
  if (process.env['NEXT_PHASE'] !== 'phase-production-build') {
    contentPoll = createSiteContentPoll(siteServices(), siteConfig(), () => selfOrigin(process.env));
    contentPoll?.start();
  }
}

/** The safety net for a lost webhook (`siteContentPoll`), one per process. */
let contentPoll: ContentPoll | undefined;

let metricsServer: Server | undefined;

/**
 * OpenTelemetry tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; the SDK is imported only then,
 * so a server without it loads none of it.
 */
async function startSiteTracing(): Promise<void> {
  const settings = siteConfig().tracing;
  if (!settings) return;
  try {
    const { startTracing } = await import('../tracing/startTracing');
    useSiteTracing(await startTracing(settings));
  } catch (error) {
    console.error(`OTEL_EXPORTER_OTLP_ENDPOINT: tracing not started: ${(error as Error).message}`);
  }
}

/** The process's metrics, on `METRICS_PORT` when it is set. */
async function serveMetrics(): Promise<void> {
  const metrics = siteMetrics({
    redisConnected: () => (siteConfig().redis ? (sharedRedis()?.client.isReady ?? false) : undefined),
    ready: () => instanceReadiness().report('unknown').ready,
    formsQueue: () => siteServices().formsRoute.state(),
  });
  const port = siteConfig().env.METRICS_PORT;
  if (port === undefined) return;
  try {
    metricsServer = await startMetricsServer(metrics.registry, port);
  } catch (error) {
    console.error(`METRICS_PORT: metrics not served on ${port}: ${(error as Error).message}`);
  }
}

/** SIGTERM or SIGINT: out of rotation, drained, the site's services closed (lifecycle/shutdown). */
function stopServing(): Promise<void> {
  const { delayMs, timeoutMs } = siteConfig().shutdown;
  const services = siteServices();
  return shutDown({
    readiness: instanceReadiness(),
    delayMs,
    timeoutMs,
    drain: drainServers,
    closers: [
      ['content poll', () => contentPoll?.stop()],
      ['forms worker', () => services.formsRoute.stop()],
      ['publish fan-out', () => services.publishFanout?.stop()],
      ['redis', closeSharedRedis],
      ['metrics', () => new Promise<void>((closed) => (metricsServer ? metricsServer.close(() => closed()) : closed()))],
      ['spans', async () => siteTracing()?.shutdown()],
      ['logs', () => new Promise<void>((flushed) => siteLogger().flush(() => flushed()))],
    ],
    log: (line) => console.warn(line),
  });
}

/**
 * The embedded engine's public indexes, built in the background as the server starts rather than by
 * the first query, which otherwise waited for the market's stories and the build (2-3 s): longer than
 * a stock Algolia client's read timeout (2 s), which then gave up on the site.
 */
function buildSearchIndexesAhead(): void {
  setImmediate(() => {
    const build = siteServices().searchEngine.buildAll();
    instanceReadiness().followIndexBuild(build);
    build.catch((error: unknown) => console.warn(`search: indexes not built ahead: ${(error as Error).message}`));
  });
}
