import { ClientError, createManagementApiClient } from '@storyblok/management-api-client';
import type { StoryblokComponent, StoryblokComponentGroup } from '@clavis/cms-client';
import type { SpaceTarget } from './spaceTarget.ts';

/** A component or group as the space answers it (with its id). */
export type SpaceComponentAnswer = Record<string, unknown> & { id: number; name: string };
export type SpaceGroupAnswer = StoryblokComponentGroup & { id: number };

/** The Management API calls the `cms:*` commands make, on one space. */
export interface SpaceClient {
  readonly target: SpaceTarget;
  components(): Promise<{ components: SpaceComponentAnswer[]; component_groups: SpaceGroupAnswer[] }>;
  createGroup(name: string): Promise<SpaceGroupAnswer>;
  createComponent(component: StoryblokComponent): Promise<SpaceComponentAnswer>;
  updateComponent(id: number, component: StoryblokComponent): Promise<SpaceComponentAnswer>;
  /** Any other call, for what the package has no resource for (webhook endpoints). */
  request<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<T>;
}

export class SpaceClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** `POST components: 422 {"name":["has already been taken"]}`: what failed and what the space said. */
async function explain<T>(what: string, call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    if (error instanceof ClientError) {
      throw new SpaceClientError(`${what}: ${error.response.status} ${JSON.stringify(error.response.data)}`, error.response.status, error.response.data);
    }
    throw error;
  }
}

/**
 * Storyblok's own client (`@storyblok/management-api-client`, its rate limit and 429 retries) on
 * the target space. The token goes as a personal access token: bare in `Authorization`.
 */
export function createSpaceClient(target: SpaceTarget): SpaceClient {
  const client = createManagementApiClient({
    personalAccessToken: target.oauthToken,
    spaceId: target.spaceId,
    baseUrl: target.managementUrl,
    throwOnError: true,
    rateLimit: target.rateLimit,
  });
  const spacePath = `/v1/spaces/${target.spaceId}`;
  return {
    target,
    components: () =>
      explain('GET components', () => client.components.list()) as unknown as Promise<{
        components: SpaceComponentAnswer[];
        component_groups: SpaceGroupAnswer[];
      }>,
    createGroup: async (name) =>
      (await explain('POST component_groups', () => client.componentFolders.create({ body: { component_group: { name } } as never })))
        .component_group as unknown as SpaceGroupAnswer,
    createComponent: async (component) =>
      (await explain(`POST components (${component.name})`, () => client.components.create({ body: { component } as never })))
        .component as unknown as SpaceComponentAnswer,
    updateComponent: async (id, component) =>
      (await explain(`PUT components/${id} (${component.name})`, () => client.components.update(id, { body: { component } as never })))
        .component as unknown as SpaceComponentAnswer,
    request: <T>(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown) =>
      explain(`${method.toUpperCase()} ${path}`, () => client[method](`${spacePath}${path}`, body === undefined ? {} : { body }) as Promise<{ data: T }>),
  };
}
