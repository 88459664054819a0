import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '../redis/sharedRedis';
import type { StoryEvent } from './webhookPayload';

/** A publish as it travels between the instances of a market. */
export interface PublishMessage {
  /** The instance that received the webhook (it has refreshed itself already). */
  origin: string;
  event: StoryEvent;
  /** The CMS cache version the receiving instance learnt after the publish, when it did. */
  cv?: number;
  /**
   * The version the receiving instance followed before this publish: with `cv`, the message says
   * that nothing else changed between the two (see `logExplains`).
   */
  since?: number;
  /** When the receiving instance sent it (epoch milliseconds): the others measure the fan-out's lag by it. */
  sentAt?: number;
}

/** What a catch-up learns from the market's log of publishes (`{keyPrefix}publishes`). */
export interface PublishLog {
  /** The publishes the log holds (the newest `maxLogged`), oldest first. */
  logged: PublishMessage[];
  /**
   * Those this instance did not hear of: sent by another instance after the last message it heard
   * (none at its first subscription, when it holds nothing to refresh).
   */
  missed: PublishMessage[];
}

/** The market's record of the newest content version the shared page cache has followed. */
export interface SharedVersion {
  read(): Promise<number | undefined>;
  /** Raises it to `cv` (never lowers it). */
  raise(cv: number): Promise<void>;
}

export interface PublishFanoutOptions {
  /** The process's command connection (no offline queue: a command while Redis is away fails at once). */
  client: RedisConnection;
  /** `clavis:{market}:`: the channel is `{keyPrefix}publish`, the version `{keyPrefix}cv`. */
  keyPrefix: string;
  /** What this instance does for a publish another instance received. */
  apply(message: PublishMessage): Promise<void>;
  /**
   * What this instance does each time its subscription is (re)established, at start and after
   * Redis was away: messages may have been missed meanwhile, which the log names, and the content
   * versions tell whether anything changed that the log does not hold.
   */
  catchUp(version: SharedVersion, log: PublishLog): Promise<void>;
  /**
   * A publish this instance received while Redis was away, now that it is back: what the shared
   * cache missed of it (its page tags), before the other instances hear of it.
   */
  replay(message: PublishMessage): Promise<void>;
  /** @default console.warn */
  log?: (line: string) => void;
  /** Publishes kept while Redis is away; past it the oldest go and a catch-up covers them. @default 100 */
  maxPending?: number;
  /** Publishes the market's log keeps for instances that catch up (about: Redis trims it lazily). @default 200 */
  maxLogged?: number;
}

export interface PublishFanout {
  /** This instance's id in messages (its own come back to it and are skipped). */
  readonly origin: string;
  readonly channel: string;
  /**
   * Tells every other instance of the market of a publish this one received (and refreshed itself
   * for). While Redis is away it is kept and sent once Redis answers again; never throws.
   */
  publish(event: StoryEvent, cv?: number, since?: number): Promise<void>;
  /**
   * Subscribes and catches up; settles once both are done, which waits for Redis while it is away
   * (a server does not wait for it: the subscription comes whenever Redis does).
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const ACTIONS: readonly StoryEvent['action'][] = ['published', 'unpublished', 'deleted', 'moved'];

// Raises the version only: two webhooks can be answered out of order.
const RAISE_SCRIPT = "local current = tonumber(redis.call('GET', KEYS[1]) or '0') if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1]) end return 1";
// Logs the message and publishes it with its log id in one step, so a subscriber knows which
// entries of the log it has heard: `{id} {message}`.
const SEND_SCRIPT = "local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'message', ARGV[1]) redis.call('PUBLISH', KEYS[2], id .. ' ' .. ARGV[1]) return id";

/** Whether the stream id `a` comes after `b` (`{ms}-{seq}`). */
export function isLaterId(a: string, b: string): boolean {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs !== bMs ? aMs > bMs : aSeq > bSeq;
}

/**
 * Whether the log accounts for every change between the version an instance followed (`known`)
 * and `current`: its publishes after `known`, by version, each following on from the last (its
 * `since` no later than the version reached so far), reach `current`. When they do, applying the
 * missed ones is the whole catch-up; when not (a publish without a webhook, or one whose
 * receiver went away with Redis), what changed is unknown.
 */
export function logExplains(known: number | undefined, current: number, logged: readonly PublishMessage[]): boolean {
  if (known === undefined) return false;
  let followed = known;
  const after = logged.filter((message): message is PublishMessage & { cv: number } => message.cv !== undefined && message.cv > known).sort((a, b) => a.cv - b.cv);
  for (const { cv, since } of after) {
    if (since === undefined || since > followed) return false;
    followed = Math.max(followed, cv);
  }
  return followed >= current;
}

/** A publish kept while Redis was away; `replayed` once the shared cache has taken it. */
interface Pending {
  message: PublishMessage;
  replayed: boolean;
}

function parseMessage(raw: string): PublishMessage | null {
  try {
    const message = JSON.parse(raw) as Partial<PublishMessage>;
    if (typeof message.origin !== 'string' || typeof message.event?.fullSlug !== 'string' || typeof message.event.storyId !== 'number') return null;
    if (!ACTIONS.includes(message.event.action)) return null;
    if (message.cv !== undefined && typeof message.cv !== 'number') return null;
    if (message.since !== undefined && typeof message.since !== 'number') return null;
    if (message.sentAt !== undefined && typeof message.sentAt !== 'number') return null;
    return message as PublishMessage;
  } catch {
    return null;
  }
}

/**
 * Publish events across the instances of one market (DESIGN.md section 7): the instance that
 * received and verified a webhook publishes it on `clavis:{market}:publish`; every other instance,
 * subscribed, refreshes what it holds (`apply`). Redis pub/sub keeps nothing for an instance that
 * is not listening, so every publish also goes to a capped log (`{keyPrefix}publishes`, a stream),
 * and each (re)subscription runs `catchUp` with the publishes it missed there and the content
 * version (`{keyPrefix}cv`, raised with every publish); a publish received while Redis was away is
 * kept and sent, with its `replay`, once Redis answers again.
 */
export function createPublishFanout({ client, keyPrefix, apply, catchUp, replay, log = (line) => console.warn(line), maxPending = 100, maxLogged = 200 }: PublishFanoutOptions): PublishFanout {
  const origin = randomUUID();
  const channel = `${keyPrefix}publish`;
  const versionKey = `${keyPrefix}cv`;
  const logKey = `${keyPrefix}publishes`;
  /** The log id up to which this instance has heard every message (by its subscription or a catch-up). */
  let lastHeard: string | undefined;
  /**
   * Messages heard between a lost subscription and its catch-up, by log id. The subscription is
   * back (and hears new messages) before its 'ready' and the catch-up: a message heard then says
   * nothing of those sent while it was away, so it cannot move `lastHeard`; the catch-up leaves
   * these out of what it names missed.
   */
  let heardSinceOutage: Set<string> | undefined = new Set();
  const pending: Pending[] = [];
  let subscriber: RedisConnection | undefined;
  let subscribed = false;
  let stopped = false;
  let catchingUp: Promise<void> | undefined;
  let catchUpOwed = false;
  /** Set by every call while a run is going, so that run goes round once more. */
  let again = false;

  const version: SharedVersion = {
    async read() {
      const raw = await client.get(versionKey);
      const cv = raw === null ? Number.NaN : Number(raw);
      return Number.isFinite(cv) ? cv : undefined;
    },
    async raise(cv) {
      await client.eval(RAISE_SCRIPT, { keys: [versionKey], arguments: [String(cv)] });
    },
  };

  async function send(message: PublishMessage): Promise<void> {
    if (!client.isReady) throw new Error('Redis is not connected');
    if (message.cv !== undefined) await version.raise(message.cv);
    await client.eval(SEND_SCRIPT, { keys: [logKey, channel], arguments: [JSON.stringify(message), String(maxLogged)] });
  }

  /** What the log holds, what of it this instance has not heard, and the newest entry's id. */
  async function readLog(): Promise<{ log: PublishLog; newest: string | undefined }> {
    const entries = (await client.xRange(logKey, '-', '+')) ?? [];
    const logged: PublishMessage[] = [];
    const missed: PublishMessage[] = [];
    for (const { id, message: fields } of entries) {
      const message = parseMessage(String(fields['message'] ?? ''));
      if (!message) continue;
      logged.push(message);
      if (lastHeard !== undefined && isLaterId(id, lastHeard) && message.origin !== origin && !heardSinceOutage?.has(id)) missed.push(message);
    }
    return { log: { logged, missed }, newest: entries.at(-1)?.id };
  }

  /**
   * Catches up with the log. What it read counts as heard at once (its messages may still come
   * through the subscription, and are not followed twice); after a failed catch-up, the next
   * reconnection reads it again.
   */
  async function catchUpWithLog(): Promise<void> {
    const before = lastHeard;
    const { log: read, newest } = await readLog();
    // The subscription was back before the log was read: it heard every message after the log's
    // newest entry, so the newest message heard or read marks all heard. After the first catch-up,
    // every entry of the log (a new one, after a Redis restart) is news.
    const heardMeanwhile = heardSinceOutage ?? new Set<string>();
    heardSinceOutage = undefined;
    const heard = [...heardMeanwhile].reduce((newestHeard, id) => (isLaterId(id, newestHeard) ? id : newestHeard), newest ?? '0-0');
    if (lastHeard === undefined || isLaterId(heard, lastHeard)) lastHeard = heard;
    const marked = lastHeard;
    try {
      await catchUp(version, read);
    } catch (error) {
      if (lastHeard === marked) lastHeard = before;
      heardSinceOutage = new Set([...heardMeanwhile, ...(heardSinceOutage ?? [])]);
      throw error;
    }
  }

  /** Sends what was kept while Redis was away, oldest first, each replayed once; stops at the first failure. */
  async function flushPending(): Promise<void> {
    while (pending.length > 0 && !stopped && client.isReady) {
      const kept = pending[0] as Pending;
      if (!kept.replayed) {
        await replay(kept.message);
        kept.replayed = true;
      }
      await send(kept.message);
      pending.shift();
    }
  }

  /**
   * After every (re)subscription: what was kept goes out, then what was missed comes in; when only
   * the command connection came back, what was kept goes out.
   */
  function onConnected(withCatchUp: boolean): Promise<void> {
    if (withCatchUp) catchUpOwed = true;
    again = true;
    catchingUp ??= (async () => {
      // Past the assignment first: a run with nothing to do would otherwise finish (and clear
      // `catchingUp`) before it is assigned, and every later call would find it still set.
      await Promise.resolve();
      try {
        // The subscription and the command connection come back each in their own time; both
        // are needed, and the command connection's 'ready' calls again when it is the later one.
        while (again && client.isReady) {
          again = false;
          await flushPending();
          if (catchUpOwed) {
            catchUpOwed = false;
            await catchUpWithLog();
          }
        }
      } catch (error) {
        log(`publish: catching up after Redis came back failed (${(error as Error).message}); the next reconnection tries again`);
      } finally {
        catchingUp = undefined;
      }
    })();
    return catchingUp;
  }

  const onCommandsReady = () => {
    if (subscribed && (pending.length > 0 || catchUpOwed)) void onConnected(false);
  };

  function onMessage(raw: string): void {
    const space = raw.indexOf(' ');
    const id = raw.slice(0, space);
    const message = space > 0 ? parseMessage(raw.slice(space + 1)) : null;
    if (!message) return;
    // Read already by a catch-up that ran before this message came through.
    if (lastHeard !== undefined && !isLaterId(id, lastHeard)) return;
    if (heardSinceOutage) {
      if (heardSinceOutage.has(id)) return;
      heardSinceOutage.add(id);
    } else {
      lastHeard = id;
    }
    if (message.origin === origin) return;
    apply(message).catch((error: unknown) => log(`publish: ${message.event.fullSlug} from another instance not applied: ${(error as Error).message}`));
  }

  return {
    origin,
    channel,
    async publish(event, cv, since) {
      const message: PublishMessage = { origin, event, ...(cv !== undefined && { cv }), ...(since !== undefined && { since }), sentAt: Date.now() };
      try {
        await send(message);
      } catch (error) {
        if (pending.length === 0) log(`publish: Redis does not answer (${(error as Error).message}); ${event.fullSlug} goes to the other instances once it does`);
        pending.push({ message, replayed: false });
        if (pending.length > maxPending) pending.shift();
      }
    },
    async start() {
      if (subscriber) return;
      stopped = false;
      // A connection of its own (a subscribed connection runs no other command), which subscribes
      // again by itself after every reconnection, before it is 'ready'.
      subscriber = client.duplicate();
      subscriber.on('error', () => undefined);
      // Until the catch-up after it, what the subscription hears leaves gaps unknown.
      heardSinceOutage ??= new Set();
      subscriber.on('reconnecting', () => {
        heardSinceOutage ??= new Set();
      });
      // After the first subscription, 'ready' means a reconnection, with the channel subscribed again.
      subscriber.on('ready', () => {
        if (subscribed) void onConnected(true);
      });
      client.on('ready', onCommandsReady);
      // Settles once connected: the client retries by itself until Redis answers.
      await subscriber.connect();
      await subscriber.subscribe(channel, onMessage);
      subscribed = true;
      await onConnected(true);
    },
    async stop() {
      stopped = true;
      client.off('ready', onCommandsReady);
      subscriber?.destroy();
      subscriber = undefined;
      subscribed = false;
    },
  };
}
