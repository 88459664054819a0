import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../store';
import type { StoredDatasourceEntry } from '../types';
import { bodyObject, idParam, notFound, paginate, unprocessable } from './managementErrors';
import type { ManagementState, SpaceDatasource } from './managementState';

type Query = Record<string, string | undefined>;

/**
 * `/datasources` and `/datasource_entries` of a space. Entries live in the ContentStore, where the
 * CDN API reads them; a dimension's values are kept by the dimension's `entry_value`.
 */
export function registerDatasourceRoutes(scope: FastifyInstance, { state, store }: { state: ManagementState; store: ContentStore }): void {
  const entriesOf = (datasource: SpaceDatasource): StoredDatasourceEntry[] => (store.datasources[datasource.slug] ??= []);
  const allEntries = () => [...state.datasources.values()].flatMap((datasource) => entriesOf(datasource).map((entry) => ({ datasource, entry })));
  const findEntry = (id: number) => allEntries().find(({ entry }) => entry.id === id);

  scope.get('/datasources', async () => ({ datasources: [...state.datasources.values()] }));

  scope.get('/datasources/:id', async (request, reply) => {
    const datasource = state.datasources.get(idParam(request.params) ?? -1);
    return datasource ? { datasource } : notFound(reply);
  });

  const dimensionsIn = (input: Record<string, unknown>) =>
    Array.isArray(input['dimensions_attributes']) ? (input['dimensions_attributes'] as Record<string, unknown>[]) : [];

  scope.post('/datasources', async (request, reply) => {
    const input = bodyObject(request.body, 'datasource');
    const name = input?.['name'];
    const slug = input?.['slug'];
    const errors: Record<string, string[]> = {};
    if (typeof name !== 'string' || name === '') errors['name'] = ["can't be blank"];
    if (typeof slug !== 'string' || slug === '') errors['slug'] = ["can't be blank"];
    else if ([...state.datasources.values()].some((datasource) => datasource.slug === slug)) errors['slug'] = ['has already been taken'];
    if (Object.keys(errors).length > 0 || !input) return unprocessable(reply, errors);
    const dimensions = dimensionsIn(input)
      .filter((dimension) => typeof dimension['entry_value'] === 'string')
      .map((dimension) => ({ name: String(dimension['name'] ?? dimension['entry_value']), entry_value: dimension['entry_value'] as string }));
    const datasource = state.createDatasource(name as string, slug as string, dimensions);
    entriesOf(datasource);
    return reply.code(201).send({ datasource });
  });

  scope.put('/datasources/:id', async (request, reply) => {
    const datasource = state.datasources.get(idParam(request.params) ?? -1);
    if (!datasource) return notFound(reply);
    const input = bodyObject(request.body, 'datasource') ?? {};
    if (typeof input['name'] === 'string' && input['name'] !== '') datasource.name = input['name'];
    const now = new Date().toISOString();
    for (const change of dimensionsIn(input)) {
      const known = datasource.dimensions.find((dimension) => dimension.id === Number(change['id']));
      if (known && change['_destroy']) datasource.dimensions = datasource.dimensions.filter((dimension) => dimension !== known);
      else if (known) Object.assign(known, { name: change['name'] ?? known.name, updated_at: now });
      else if (typeof change['entry_value'] === 'string') {
        datasource.dimensions.push(state.dimension(datasource.id, { name: String(change['name'] ?? change['entry_value']), entry_value: change['entry_value'] }, now));
      }
    }
    datasource.updated_at = now;
    return { datasource };
  });

  scope.get('/datasource_entries', async (request, reply) => {
    const query = request.query as Query;
    const datasource = [...state.datasources.values()].find(
      (candidate) => String(candidate.id) === query['datasource_id'] || candidate.slug === query['datasource_slug'],
    );
    if (!datasource) return notFound(reply);
    const dimension = datasource.dimensions.find((candidate) => String(candidate.id) === query['dimension']);
    const page = paginate(entriesOf(datasource), query, 1000);
    reply.header('total', String(page.total));
    reply.header('per-page', String(page.perPage));
    return {
      datasource_entries: page.items.map(({ dimensions, ...entry }) => ({
        ...entry,
        dimension_value: dimension ? (dimensions?.[dimension.entry_value] ?? null) : null,
      })),
    };
  });

  scope.post('/datasource_entries', async (request, reply) => {
    const input = bodyObject(request.body, 'datasource_entry');
    const datasource = state.datasources.get(Number(input?.['datasource_id']));
    if (!input || !datasource) return unprocessable(reply, { datasource: ['must exist'] });
    if (typeof input['name'] !== 'string' || input['name'] === '') return unprocessable(reply, { name: ["can't be blank"] });
    const entry: StoredDatasourceEntry = {
      id: Math.max(0, ...allEntries().map(({ entry: known }) => known.id)) + 1,
      name: input['name'],
      value: typeof input['value'] === 'string' ? input['value'] : '',
      dimension_value: null,
    };
    entriesOf(datasource).push(entry);
    return reply.code(201).send({ datasource_entry: entry });
  });

  // Storyblok answers an entry update with 204 and no body.
  scope.put('/datasource_entries/:id', async (request, reply) => {
    const found = findEntry(idParam(request.params) ?? -1);
    if (!found) return notFound(reply);
    const input = bodyObject(request.body, 'datasource_entry') ?? {};
    const dimensionId = (request.body as { dimension_id?: unknown } | null)?.dimension_id;
    const dimension = found.datasource.dimensions.find((candidate) => candidate.id === Number(dimensionId));
    if (dimensionId !== undefined && !dimension) return unprocessable(reply, { dimension_id: ['is invalid'] });
    const { entry } = found;
    if (typeof input['name'] === 'string' && input['name'] !== '') entry.name = input['name'];
    if (dimension && typeof input['dimension_value'] === 'string') {
      entry.dimensions = { ...entry.dimensions, [dimension.entry_value]: input['dimension_value'] };
    } else if (typeof input['value'] === 'string') entry.value = input['value'];
    return reply.code(204).send();
  });

  scope.delete('/datasource_entries/:id', async (request, reply) => {
    const found = findEntry(idParam(request.params) ?? -1);
    if (!found) return notFound(reply);
    const entries = entriesOf(found.datasource);
    entries.splice(entries.indexOf(found.entry), 1);
    return { datasource_entry: found.entry };
  });
}
