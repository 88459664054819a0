/**
 * What a production server must be given instead of the development defaults committed to this
 * repository (the embedded content server, the dev identity provider's keys, the local webhook and
 * draft secrets, the local site origin): without them anyone holding the repository could sign an
 * access token with any groups, or publish and preview, and the pages would name loopback origins.
 */
export const PRODUCTION_VARIABLES = ['STORYBLOK_TOKEN', 'SITE_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'REVALIDATE_SECRET', 'DRAFT_SECRET', 'EXTRANET_SIGNING_SECRET'] as const;

/**
 * What every instance of a market must share once they share a Redis (`REDIS_URL`): a download link
 * signed by one instance is checked by another, and a webhook or a draft link may reach any of them.
 * Required whenever Redis is configured, embedded services or not.
 */
export const SHARED_SECRETS = ['EXTRANET_SIGNING_SECRET', 'REVALIDATE_SECRET', 'DRAFT_SECRET'] as const;

/** The one variable that chooses the embedded development services on purpose (`npm start`, the e2e, a demo image). */
export const EMBEDDED_SWITCH = 'CLAVIS_EMBEDDED';

export type ProductionCheck = { ok: true; embedded: boolean } | { ok: false; message: string };

/**
 * Whether a server may start with this environment: with a shared Redis (`REDIS_URL`, or its
 * earlier name `CACHE_REDIS_URL`) only with every secret of `SHARED_SECRETS`, in any mode; outside
 * production otherwise always; in production only with every variable of `PRODUCTION_VARIABLES`,
 * or with `CLAVIS_EMBEDDED=1` chosen explicitly. The refusal is one line naming what is missing.
 */
export function checkProductionSecrets(env: Record<string, string | undefined>): ProductionCheck {
  const embedded = env[EMBEDDED_SWITCH] === '1';
  const redisVariable = (['REDIS_URL', 'CACHE_REDIS_URL'] as const).find((name) => env[name]?.trim());
  if (redisVariable) {
    const missing = SHARED_SECRETS.filter((name) => !env[name]?.trim());
    if (missing.length > 0) {
      return {
        ok: false,
        message: `Refusing to start with ${redisVariable} set without ${missing.join(', ')}: the instances of a market share them (a download link signed by one is checked by another, a webhook reaches any of them), so set each to the same value on every instance.`,
      };
    }
  }
  if (env['NODE_ENV'] !== 'production' || embedded) return { ok: true, embedded };
  const missing = PRODUCTION_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return formsWebhookCheck(env);
  return {
    ok: false,
    message: `Refusing to start in production without ${missing.join(', ')}: set them, or set ${EMBEDDED_SWITCH}=1 to serve with the embedded development services and their committed secrets (never on a public host).`,
  };
}

/**
 * Form submissions carry names, addresses and phone numbers: in production they go to the webhook
 * only over https and signed, so no one on the way reads them and the receiver can tell a delivery
 * from a forgery.
 */
function formsWebhookCheck(env: Record<string, string | undefined>): ProductionCheck {
  const webhookUrl = env['FORMS_WEBHOOK_URL']?.trim();
  if (!webhookUrl) return { ok: true, embedded: false };
  if (/^http:/i.test(webhookUrl)) {
    return { ok: false, message: 'Refusing to start in production with an http: FORMS_WEBHOOK_URL: form submissions are personal data, deliver them over https.' };
  }
  if (!env['FORMS_WEBHOOK_SECRET']?.trim()) {
    return { ok: false, message: 'Refusing to start in production with FORMS_WEBHOOK_URL but no FORMS_WEBHOOK_SECRET: deliveries must be signed (a whsec_ key the receiver verifies with).' };
  }
  return { ok: true, embedded: false };
}

/** The warning a server prints once at start-up when it serves with the embedded development services. */
export const EMBEDDED_WARNING = `${EMBEDDED_SWITCH}=1: serving with the embedded development identity provider, content server and committed secrets; never expose this server publicly.`;
