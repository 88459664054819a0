// Preloaded (`NODE_OPTIONS=--import`) into the rehearsal's build and server: the rehearsal's
// stand-ins for the real services have public-looking host names, which this answers with the
// loopback address without touching the machine's resolver. Node's fetch and http connect through
// `dns.lookup`, read from the module at each connection, so replacing it here reaches them.
import dns from 'node:dns';

export const REHEARSAL_DOMAIN = 'clavis-rehearsal.example';

const isRehearsalHost = (hostname) => typeof hostname === 'string' && (hostname === REHEARSAL_DOMAIN || hostname.toLowerCase().endsWith(`.${REHEARSAL_DOMAIN}`));

const lookup = dns.lookup;
dns.lookup = function rehearsalLookup(hostname, options, callback, ...rest) {
  if (!isRehearsalHost(hostname)) return lookup.call(this, hostname, options, callback, ...rest);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)));
  return {};
};

const lookupPromise = dns.promises.lookup;
dns.promises.lookup = async function rehearsalLookupPromise(hostname, options) {
  if (!isRehearsalHost(hostname)) return lookupPromise.call(this, hostname, options);
  const address = { address: '127.0.0.1', family: 4 };
  return typeof options === 'object' && options !== null && options.all ? [address] : address;
};

/**
 * With REHEARSAL_CONNECTIONS_FILE, every origin this process connects to (fetch through undici,
 * http and https requests), one line each, so the rehearsal can tell which services a server called.
 */
const connectionsFile = process.env['REHEARSAL_CONNECTIONS_FILE'];
if (connectionsFile) {
  const { subscribe } = await import('node:diagnostics_channel');
  const { appendFileSync } = await import('node:fs');
  const seen = new Set();
  const note = (origin) => {
    if (seen.has(origin)) return;
    seen.add(origin);
    appendFileSync(connectionsFile, `${origin}\n`);
  };
  subscribe('undici:client:beforeConnect', ({ connectParams: { protocol, hostname, port } }) => note(`${protocol}//${hostname}${port ? `:${port}` : ''}`));
  subscribe('http.client.request.start', ({ request }) => note(`${request.protocol}//${request.getHeader('host') ?? request.host}`));
}
