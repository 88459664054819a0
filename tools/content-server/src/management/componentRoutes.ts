import type { FastifyInstance } from 'fastify';
import type { StoryblokComponent } from '@clavis/cms-client';
import { bodyObject, idParam, notFound, unprocessable } from './managementErrors';
import type { ManagementState } from './managementState';

const COMPONENT_NAME = /^[a-zA-Z0-9_-]+$/;

/** `/components` and `/component_groups` of a space, as Storyblok's Management API answers them. */
export function registerComponentRoutes(scope: FastifyInstance, state: ManagementState): void {
  const groupsList = () => [...state.groups.values()];

  scope.get('/components', async () => ({ components: [...state.components.values()], component_groups: groupsList() }));

  scope.get('/components/:id', async (request, reply) => {
    const component = state.components.get(idParam(request.params) ?? -1);
    return component ? { component } : notFound(reply);
  });

  const nameProblem = (name: unknown, ownId?: number): Record<string, string[]> | undefined => {
    if (typeof name !== 'string' || name === '') return { name: ["can't be blank"] };
    if (!COMPONENT_NAME.test(name)) return { name: ['is invalid'] };
    const other = state.componentByName(name);
    if (other && other.id !== ownId) return { name: ['has already been taken'] };
    return undefined;
  };

  scope.post('/components', async (request, reply) => {
    const input = bodyObject(request.body, 'component');
    if (!input) return unprocessable(reply, { component: ["can't be blank"] });
    const problem = nameProblem(input['name']);
    if (problem) return unprocessable(reply, problem);
    const component = state.saveComponent(input as unknown as StoryblokComponent);
    return reply.code(201).send({ component });
  });

  scope.put('/components/:id', async (request, reply) => {
    const existing = state.components.get(idParam(request.params) ?? -1);
    if (!existing) return notFound(reply);
    const input = bodyObject(request.body, 'component');
    if (!input) return unprocessable(reply, { component: ["can't be blank"] });
    const merged = { ...existing, ...input } as StoryblokComponent;
    const problem = nameProblem(merged.name, existing.id);
    if (problem) return unprocessable(reply, problem);
    return { component: state.saveComponent(merged, existing) };
  });

  scope.delete('/components/:id', async (request, reply) => {
    const id = idParam(request.params) ?? -1;
    const component = state.components.get(id);
    if (!component) return notFound(reply);
    state.components.delete(id);
    return { component };
  });

  scope.get('/component_groups', async () => ({ component_groups: groupsList() }));

  scope.get('/component_groups/:id', async (request, reply) => {
    const group = state.groups.get(idParam(request.params) ?? -1);
    return group ? { component_group: group } : notFound(reply);
  });

  scope.post('/component_groups', async (request, reply) => {
    const input = bodyObject(request.body, 'component_group');
    const name = input?.['name'];
    if (typeof name !== 'string' || name === '') return unprocessable(reply, { name: ["can't be blank"] });
    if (groupsList().some((group) => group.name === name)) return unprocessable(reply, { name: ['has already been taken'] });
    const parentId = input?.['parent_id'] === undefined || input['parent_id'] === null ? null : Number(input['parent_id']);
    return reply.code(201).send({ component_group: state.createGroup(name, parentId) });
  });

  scope.put('/component_groups/:id', async (request, reply) => {
    const group = state.groups.get(idParam(request.params) ?? -1);
    if (!group) return notFound(reply);
    const name = bodyObject(request.body, 'component_group')?.['name'];
    if (typeof name === 'string' && name !== '') {
      if (groupsList().some((other) => other.name === name && other.id !== group.id)) {
        return unprocessable(reply, { name: ['has already been taken'] });
      }
      group.name = name;
    }
    return { component_group: group };
  });

  scope.delete('/component_groups/:id', async (request, reply) => {
    const id = idParam(request.params) ?? -1;
    const group = state.groups.get(id);
    if (!group) return notFound(reply);
    state.groups.delete(id);
    return { component_group: group };
  });
}
