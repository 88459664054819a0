import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../store';
import { LOCAL_OAUTH_TOKEN } from '../localSpace';
import type { WebhookSender } from '../webhooks';
import { registerComponentRoutes } from './componentRoutes';
import { registerDatasourceRoutes } from './datasourceRoutes';
import { bodyObject, idParam, notFound, unprocessable } from './managementErrors';
import { ManagementState, type SpaceWebhookEndpoint } from './managementState';
import { registerStoryRoutes } from './storyRoutes';


export interface ManagementApiOptions {
  store: ContentStore;
  webhooks: WebhookSender;
  /** @default LOCAL_OAUTH_TOKEN */
  oauthToken?: string;
}

/**
 * The part of Storyblok's Management API (`/v1/spaces/:space_id/...`) the `cms:*` commands use,
 * answered in its shapes and status codes. `Authorization` carries the OAuth token, bare or as
 * `Bearer`; another space id answers 404.
 */
export function registerManagementApi(app: FastifyInstance, options: ManagementApiOptions): ManagementState {
  const { store, webhooks } = options;
  const token = options.oauthToken ?? LOCAL_OAUTH_TOKEN;
  const state = new ManagementState(store);
  // The webhook endpoints the server was started with, so the list shows where events go.
  for (const url of webhooks.current.urls) {
    state.createWebhookEndpoint({
      name: 'Site revalidation',
      description: null,
      endpoint: url,
      space_id: store.space.id,
      secret: null,
      actions: ['story.published', 'story.unpublished', 'story.deleted', 'story.moved'],
      activated: true,
    });
  }
  const syncWebhooks = () => {
    const active = [...state.webhookEndpoints.values()].filter((endpoint) => endpoint.activated);
    const secret = active.find((endpoint) => endpoint.secret)?.secret ?? undefined;
    webhooks.configure({ urls: active.map((endpoint) => endpoint.endpoint), ...(secret ? { secret } : {}) });
  };

  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const sent = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        if (sent !== token) return reply.code(401).send({ error: 'Unauthorized' });
        if ((request.params as { space_id?: string }).space_id !== String(store.space.id)) return notFound(reply);
      });

      scope.get('', async () => ({
        space: {
          id: store.space.id,
          name: store.space.name,
          domain: state.settings.domain,
          environments: state.settings.environments,
          uniq_domain: null,
          plan: 'local',
          plan_level: 0,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      }));

      scope.put('', async (request, reply) => {
        const input = bodyObject(request.body, 'space') ?? {};
        if (input['domain'] !== undefined) {
          if (typeof input['domain'] !== 'string' || !/^https?:\/\//.test(input['domain'])) return unprocessable(reply, { domain: ['is invalid'] });
          state.settings.domain = input['domain'];
        }
        if (input['environments'] !== undefined) {
          const environments = input['environments'];
          const valid =
            Array.isArray(environments) &&
            environments.every((environment) => typeof environment?.name === 'string' && typeof environment?.location === 'string');
          if (!valid) return unprocessable(reply, { environments: ['is invalid'] });
          state.settings.environments = environments.map(({ name, location }) => ({ name, location }));
        }
        return { space: { id: store.space.id, name: store.space.name, domain: state.settings.domain, environments: state.settings.environments } };
      });

      registerComponentRoutes(scope, state);
      registerDatasourceRoutes(scope, { state, store });
      registerStoryRoutes(scope, { state, store, webhooks });

      scope.get('/webhook_endpoints', async () => ({ webhook_endpoints: [...state.webhookEndpoints.values()] }));

      type EndpointInput = { errors: Record<string, string[]> } | { input: Partial<SpaceWebhookEndpoint> };
      const endpointInput = (body: unknown): EndpointInput => {
        const input = bodyObject(body, 'webhook_endpoint') ?? {};
        if (input['endpoint'] !== undefined && (typeof input['endpoint'] !== 'string' || !/^https?:\/\//.test(input['endpoint']))) {
          return { errors: { endpoint: ['is invalid'] } };
        }
        if (input['actions'] !== undefined && !(Array.isArray(input['actions']) && input['actions'].every((action) => typeof action === 'string'))) {
          return { errors: { actions: ['is invalid'] } };
        }
        const fields = ['name', 'description', 'endpoint', 'secret', 'actions', 'activated'].filter((key) => input[key] !== undefined);
        return { input: Object.fromEntries(fields.map((key) => [key, input[key]])) as Partial<SpaceWebhookEndpoint> };
      };

      scope.post('/webhook_endpoints', async (request, reply) => {
        const parsed = endpointInput(request.body);
        if ('errors' in parsed) return unprocessable(reply, parsed.errors);
        const { input } = parsed;
        if (!input.name || !input.endpoint) return unprocessable(reply, { [input.name ? 'endpoint' : 'name']: ["can't be blank"] });
        const endpoint = state.createWebhookEndpoint({
          name: input.name,
          description: input.description ?? null,
          endpoint: input.endpoint,
          space_id: store.space.id,
          secret: input.secret ?? null,
          actions: input.actions ?? [],
          activated: input.activated ?? true,
        });
        syncWebhooks();
        return reply.code(201).send({ webhook_endpoint: endpoint });
      });

      scope.put('/webhook_endpoints/:id', async (request, reply) => {
        const endpoint = state.webhookEndpoints.get(idParam(request.params) ?? -1);
        if (!endpoint) return notFound(reply);
        const parsed = endpointInput(request.body);
        if ('errors' in parsed) return unprocessable(reply, parsed.errors);
        Object.assign(endpoint, parsed.input, { updated_at: new Date().toISOString() });
        syncWebhooks();
        return { webhook_endpoint: endpoint };
      });

      scope.delete('/webhook_endpoints/:id', async (request, reply) => {
        const id = idParam(request.params) ?? -1;
        const endpoint = state.webhookEndpoints.get(id);
        if (!endpoint) return notFound(reply);
        state.webhookEndpoints.delete(id);
        syncWebhooks();
        return { webhook_endpoint: endpoint };
      });
    },
    { prefix: '/v1/spaces/:space_id' },
  );
  return state;
}
