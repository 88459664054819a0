// `npm run check:deploy`: renders every market's kustomize overlay (deploy/k8s/overlays/<market>),
// validates each object against the Kubernetes API schemas (kubernetes-models) and checks what the
// server's lifecycle and configuration need of them; then checks the staging compose file and its
// nginx. Exit 1 with one line per problem.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A variable named like this is a credential: it must come from a Secret, never a literal. */
const SECRET_NAME = /(SECRET|TOKEN|KEY)$/;
/** The server's defaults (site-shell serverConfig) when the manifests leave them unset. */
const DEFAULT_SHUTDOWN_DELAY_MS = 5000;
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25000;

/** The markets, from the one table that lists them (libs/i18n-routing/src/marketConfigs.ts). */
export function readMarkets(workspace = root) {
  const source = readFileSync(
    path.join(workspace, 'libs/i18n-routing/src/marketConfigs.ts'),
    'utf8',
  );
  const table = source.slice(source.indexOf('marketConfigs = {'));
  const markets = [...table.matchAll(/^ {2}([a-z][a-z0-9-]*): \{/gm)].map((match) => match[1]);
  if (markets.length === 0)
    throw new Error('no market found in libs/i18n-routing/src/marketConfigs.ts');
  return markets;
}

/** What a production server refuses to start without (site-shell productionSecrets), plus the CMS token and the origin. */
export function readRequiredVariables(workspace = root) {
  const source = readFileSync(
    path.join(workspace, 'libs/site-shell/src/config/productionSecrets.ts'),
    'utf8',
  );
  const list = /PRODUCTION_VARIABLES = \[([^\]]*)\]/.exec(source);
  if (!list)
    throw new Error(
      'PRODUCTION_VARIABLES not found in libs/site-shell/src/config/productionSecrets.ts',
    );
  return [...list[1].matchAll(/'([A-Z0-9_]+)'/g)]
    .map((match) => match[1])
    .concat('STORYBLOK_TOKEN', 'SITE_URL');
}

/** `kubectl kustomize <dir>`'s output; a clear error when kubectl is not installed. */
export function renderOverlay(dir) {
  try {
    return execFileSync('kubectl', ['kustomize', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new Error(
        'kubectl not found: install it (Debian: apt-get install kubernetes-client) to render deploy/k8s',
      );
    }
    throw new Error(
      `kubectl kustomize ${path.relative(root, dir) || dir} failed: ${String(error.stderr || error.message).trim()}`,
    );
  }
}

export function parseManifests(text) {
  const objects = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(`invalid YAML: ${document.errors[0].message}`);
    const object = document.toJS();
    if (object) objects.push(object);
  }
  return objects;
}

/** The kubernetes-models class of an object's apiVersion and kind, or undefined when the package has none. */
async function modelClass({ apiVersion, kind }) {
  const [group, version] = apiVersion.includes('/')
    ? apiVersion.split('/')
    : [undefined, apiVersion];
  const specifier = `kubernetes-models/${group ? `${group}/` : ''}${version}/${kind}`;
  try {
    const module = await import(specifier);
    return module[kind];
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED')
      return undefined;
    throw error;
  }
}

/** Schema problems of each object (against the Kubernetes API's OpenAPI schemas). */
export async function validateSchemas(objects) {
  const problems = [];
  for (const object of objects) {
    const name = `${object?.kind ?? '?'}/${object?.metadata?.name ?? '?'}`;
    if (typeof object?.apiVersion !== 'string' || typeof object?.kind !== 'string') {
      problems.push(`${name}: no apiVersion or kind`);
      continue;
    }
    const Model = await modelClass(object);
    if (!Model) {
      problems.push(`${name}: ${object.apiVersion} ${object.kind} is not a Kubernetes API type`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
    }
  }
  return problems;
}

const matches = (selector = {}, labels = {}) =>
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/**
 * Where each variable of a container comes from: `literal` (with its value), `secret`, `configMap`
 * (with its value when the ConfigMap is among the objects); `secretEnvFrom` when a whole Secret is
 * imported (its keys are not known here).
 */
export function containerEnvironment(container, objects) {
  const configMaps = new Map(
    objects
      .filter((object) => object.kind === 'ConfigMap')
      .map((object) => [object.metadata.name, object.data ?? {}]),
  );
  const variables = new Map();
  let secretEnvFrom = false;
  for (const source of container.envFrom ?? []) {
    if (source.secretRef) secretEnvFrom = true;
    if (source.configMapRef) {
      for (const [key, value] of Object.entries(configMaps.get(source.configMapRef.name) ?? {})) {
        variables.set(`${source.prefix ?? ''}${key}`, { from: 'configMap', value });
      }
    }
  }
  for (const variable of container.env ?? []) {
    if (variable.valueFrom?.secretKeyRef) variables.set(variable.name, { from: 'secret' });
    else if (variable.valueFrom?.configMapKeyRef) {
      const { name, key } = variable.valueFrom.configMapKeyRef;
      variables.set(variable.name, { from: 'configMap', value: configMaps.get(name)?.[key] });
    } else if (variable.valueFrom) variables.set(variable.name, { from: 'field' });
    else variables.set(variable.name, { from: 'literal', value: variable.value ?? '' });
  }
  return { variables, secretEnvFrom };
}

const number = (value, fallback) =>
  value === undefined || value === '' ? fallback : Number(value);

/**
 * The contracts of one market's rendered objects: probes, shutdown, resources, secrets, proxy
 * hops, and the PDB, HPA, Service and Ingress aimed at the Deployment. Returns problems and the
 * figures of the summary table.
 */
export function checkMarketObjects(market, objects, requiredVariables) {
  const problems = [];
  const row = { market };
  const of = (kind) => objects.filter((object) => object.kind === kind);
  for (const secret of of('Secret')) {
    problems.push(
      `Secret/${secret.metadata?.name}: rendered from the repository; create secrets in the cluster (deploy/k8s/secret.example.yaml), never commit them`,
    );
  }
  for (const configMap of of('ConfigMap')) {
    for (const key of Object.keys(configMap.data ?? {}).filter((key) => SECRET_NAME.test(key))) {
      problems.push(
        `ConfigMap/${configMap.metadata.name}: ${key} is a credential; put it in the Secret`,
      );
    }
  }
  const deployments = of('Deployment');
  if (deployments.length !== 1) {
    problems.push(`expected one Deployment, found ${deployments.length}`);
    return { problems, row };
  }
  const [deployment] = deployments;
  const name = deployment.metadata.name;
  const podSpec = deployment.spec?.template?.spec ?? {};
  const podLabels = deployment.spec?.template?.metadata?.labels ?? {};
  const where = `Deployment/${name}`;

  if (deployment.spec.replicas !== undefined && deployment.spec.replicas < 2) {
    problems.push(`${where}: replicas ${deployment.spec.replicas}; at least 2`);
  }
  if (!matches(deployment.spec.selector?.matchLabels, podLabels))
    problems.push(`${where}: its selector does not match its pod labels`);
  const runsAsNonRoot =
    podSpec.securityContext?.runAsNonRoot === true ||
    (podSpec.containers ?? []).every(
      (container) => container.securityContext?.runAsNonRoot === true,
    );
  if (!runsAsNonRoot) problems.push(`${where}: runAsNonRoot not set`);

  const grace = podSpec.terminationGracePeriodSeconds ?? 30;
  let shutdownSeconds = 0;
  let trustProxyHops;
  for (const container of podSpec.containers ?? []) {
    const at = `${where} container ${container.name}`;
    if (container.readinessProbe?.httpGet?.path !== '/readyz')
      problems.push(`${at}: readinessProbe must GET /readyz`);
    if (container.livenessProbe?.httpGet?.path !== '/healthz')
      problems.push(`${at}: livenessProbe must GET /healthz`);
    for (const [kind, resource] of [
      ['requests', 'cpu'],
      ['requests', 'memory'],
      ['limits', 'memory'],
    ]) {
      if (!container.resources?.[kind]?.[resource])
        problems.push(`${at}: resources.${kind}.${resource} not set`);
    }
    if (!container.image?.includes(`clavis-site-${market}`))
      problems.push(`${at}: image ${container.image} is not clavis-site-${market}`);

    const { variables, secretEnvFrom } = containerEnvironment(container, objects);
    for (const [variable, source] of variables) {
      if (SECRET_NAME.test(variable) && source.from !== 'secret') {
        problems.push(
          `${at}: ${variable} comes from ${source.from === 'literal' ? 'a literal value' : `a ${source.from}`}; it must come from a Secret (secretKeyRef)`,
        );
      }
    }
    const missing = requiredVariables.filter(
      (variable) => !variables.has(variable) && !(secretEnvFrom && SECRET_NAME.test(variable)),
    );
    if (missing.length > 0) problems.push(`${at}: production requires ${missing.join(', ')}`);
    const hops = variables.get('TRUST_PROXY_HOPS');
    if (!hops)
      problems.push(
        `${at}: TRUST_PROXY_HOPS not set (the ingress controller appends to X-Forwarded-For: 1)`,
      );
    else if (!/^[1-9][0-9]*$/.test(String(hops.value)))
      problems.push(
        `${at}: TRUST_PROXY_HOPS "${hops.value}"; behind the Ingress it must count at least its controller`,
      );
    trustProxyHops = hops?.value;
    const delay = number(variables.get('SHUTDOWN_DELAY_MS')?.value, DEFAULT_SHUTDOWN_DELAY_MS);
    const timeout = number(
      variables.get('SHUTDOWN_TIMEOUT_MS')?.value,
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
    );
    shutdownSeconds = Math.max(shutdownSeconds, (delay + timeout) / 1000);
  }
  if (!(grace > shutdownSeconds)) {
    problems.push(
      `${where}: terminationGracePeriodSeconds ${grace} must exceed SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS (${shutdownSeconds} s)`,
    );
  }

  const pdbs = of('PodDisruptionBudget');
  if (pdbs.length === 0) problems.push('no PodDisruptionBudget');
  for (const pdb of pdbs) {
    if (!matches(pdb.spec?.selector?.matchLabels, podLabels))
      problems.push(
        `PodDisruptionBudget/${pdb.metadata.name}: its selector does not match ${where}'s pods`,
      );
    if (!(Number(pdb.spec?.minAvailable) >= 1))
      problems.push(`PodDisruptionBudget/${pdb.metadata.name}: minAvailable must be at least 1`);
  }
  const hpas = of('HorizontalPodAutoscaler');
  if (hpas.length === 0) problems.push('no HorizontalPodAutoscaler');
  for (const hpa of hpas) {
    const target = hpa.spec?.scaleTargetRef ?? {};
    if (target.kind !== 'Deployment' || target.name !== name)
      problems.push(
        `HorizontalPodAutoscaler/${hpa.metadata.name}: targets ${target.kind}/${target.name}, not ${where}`,
      );
    if (!(hpa.spec?.minReplicas >= 2))
      problems.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: minReplicas must be at least 2`);
  }
  const services = of('Service').filter((service) => matches(service.spec?.selector, podLabels));
  if (services.length === 0) problems.push(`no Service selects ${where}'s pods`);
  const ingresses = of('Ingress');
  if (ingresses.length === 0) problems.push('no Ingress');
  const hosts = [];
  for (const ingress of ingresses) {
    if (!(ingress.spec?.tls?.length > 0)) problems.push(`Ingress/${ingress.metadata.name}: no TLS`);
    for (const rule of ingress.spec?.rules ?? []) {
      if (!rule.host) problems.push(`Ingress/${ingress.metadata.name}: a rule without a host`);
      else hosts.push(rule.host);
      for (const { backend } of rule.http?.paths ?? []) {
        if (!services.some((service) => service.metadata.name === backend?.service?.name)) {
          problems.push(
            `Ingress/${ingress.metadata.name}: backend ${backend?.service?.name} is not the Service of ${where}`,
          );
        }
      }
    }
    if (ingress.spec?.rules?.some((rule) => rule.host?.endsWith('.example')))
      problems.push(`Ingress/${ingress.metadata.name}: host left at the base's placeholder`);
  }
  Object.assign(row, {
    objects: objects.length,
    replicas: hpas[0]
      ? `${hpas[0].spec.minReplicas}-${hpas[0].spec.maxReplicas}`
      : String(deployment.spec.replicas ?? 1),
    memory: podSpec.containers
      ?.map(
        (container) =>
          `${container.resources?.requests?.memory}/${container.resources?.limits?.memory}`,
      )
      .join(' '),
    grace: `${grace}s`,
    hops: trustProxyHops,
    host: hosts.join(' '),
  });
  return { problems, row };
}

/** Keys of a service the Compose specification defines (a typo would be silently ignored by some tools). */
const COMPOSE_TOP_LEVEL = new Set([
  'version',
  'name',
  'include',
  'services',
  'networks',
  'volumes',
  'configs',
  'secrets',
  'models',
]);
const COMPOSE_SERVICE_KEYS = new Set(
  (
    'annotations attach blkio_config build cap_add cap_drop cgroup cgroup_parent command configs container_name cpu_count cpu_percent cpu_period cpu_quota ' +
    'cpu_rt_period cpu_rt_runtime cpu_shares cpus cpuset credential_spec depends_on deploy develop device_cgroup_rules devices dns dns_opt dns_search ' +
    'domainname driver_opts entrypoint env_file environment expose extends external_links extra_hosts gpus group_add healthcheck hostname image init ' +
    'ipc isolation label_file labels links logging mac_address mem_limit mem_reservation mem_swappiness memswap_limit models network_mode networks oom_kill_disable ' +
    'oom_score_adj pid pids_limit platform ports post_start pre_stop privileged profiles provider pull_policy read_only restart runtime scale secrets security_opt ' +
    'shm_size stdin_open stop_grace_period stop_signal storage_opt sysctls tmpfs tty ulimits use_api_socket user userns_mode uts volumes volumes_from working_dir'
  ).split(' '),
);

const durationSeconds = (value) => {
  const match = /^(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(String(value ?? ''));
  return match && (match[1] || match[2])
    ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)
    : undefined;
};
const environmentOf = (service) =>
  Array.isArray(service.environment)
    ? Object.fromEntries(
        service.environment.map((entry) => [
          entry.split('=')[0],
          entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : undefined,
        ]),
      )
    : (service.environment ?? {});
const commandText = (service) =>
  Array.isArray(service.command) ? service.command.join(' ') : String(service.command ?? '');

/** The staging compose file (its text) and its nginx configuration (read through `readFile`, relative to the compose file). */
export function checkCompose(text, readFile) {
  const problems = [];
  let compose;
  try {
    compose = parseYaml(text, { merge: true });
  } catch (error) {
    return { problems: [`compose.yaml: invalid YAML: ${error.message}`], row: {} };
  }
  for (const key of Object.keys(compose ?? {})) {
    if (!COMPOSE_TOP_LEVEL.has(key) && !key.startsWith('x-'))
      problems.push(`compose.yaml: unknown top-level key ${key}`);
  }
  const services = compose?.services ?? {};
  for (const [name, service] of Object.entries(services)) {
    for (const key of Object.keys(service ?? {})) {
      if (!COMPOSE_SERVICE_KEYS.has(key) && !key.startsWith('x-'))
        problems.push(`compose.yaml: service ${name}: unknown key ${key}`);
    }
    for (const volume of service?.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source && !/^[./~]/.test(source) && !(source in (compose.volumes ?? {})))
        problems.push(
          `compose.yaml: service ${name}: volume ${source} is not declared under volumes`,
        );
    }
    for (const dependency of Object.keys(
      Array.isArray(service?.depends_on)
        ? Object.fromEntries(service.depends_on.map((d) => [d, 1]))
        : (service?.depends_on ?? {}),
    )) {
      if (!(dependency in services))
        problems.push(
          `compose.yaml: service ${name} depends on ${dependency}, which is not a service`,
        );
    }
  }
  const sites = Object.entries(services).filter(([, service]) =>
    /clavis-site-/.test(String(service?.image ?? '')),
  );
  if (sites.length < 2)
    problems.push(`compose.yaml: ${sites.length} site service(s); staging runs two instances`);
  for (const [name, service] of sites) {
    const environment = environmentOf(service);
    if (environment.TRUST_PROXY_HOPS !== '1')
      problems.push(`compose.yaml: ${name}: TRUST_PROXY_HOPS must be "1" (nginx in front)`);
    if (!environment.REDIS_URL)
      problems.push(`compose.yaml: ${name}: REDIS_URL not set (the instances share a Redis)`);
    for (const [variable, value] of Object.entries(environment)) {
      if (SECRET_NAME.test(variable) && value !== undefined)
        problems.push(
          `compose.yaml: ${name}: ${variable} is a literal; secrets come from the env file`,
        );
    }
    if (!service.env_file) problems.push(`compose.yaml: ${name}: no env_file for the secrets`);
    if (service.ports)
      problems.push(`compose.yaml: ${name}: publishes ports; only nginx faces clients`);
    const grace = durationSeconds(service.stop_grace_period);
    if (!(grace > (DEFAULT_SHUTDOWN_DELAY_MS + DEFAULT_SHUTDOWN_TIMEOUT_MS) / 1000))
      problems.push(
        `compose.yaml: ${name}: stop_grace_period must exceed 30s (shutdown delay + drain)`,
      );
  }
  const redis = Object.entries(services).find(([, service]) =>
    /(^|\/)redis[:@]/.test(String(service?.image ?? '')),
  );
  if (!redis) problems.push('compose.yaml: no Redis service');
  else {
    const command = commandText(redis[1]);
    if (!/--appendonly\s+"?yes/.test(command))
      problems.push(`compose.yaml: ${redis[0]}: Redis without --appendonly yes`);
    if (!/--maxmemory-policy\s+"?noeviction/.test(command))
      problems.push(`compose.yaml: ${redis[0]}: Redis without --maxmemory-policy noeviction`);
    if (
      !(redis[1].volumes ?? []).some((volume) =>
        String(typeof volume === 'string' ? volume : volume.target).includes('/data'),
      )
    )
      problems.push(`compose.yaml: ${redis[0]}: no volume on /data for the append-only file`);
  }
  const nginx = Object.entries(services).find(([, service]) =>
    /(^|\/)nginx[:@]/.test(String(service?.image ?? '')),
  );
  if (!nginx) problems.push('compose.yaml: no nginx service in front');
  else {
    const [name, service] = nginx;
    if (!service.ports) problems.push(`compose.yaml: ${name}: publishes no port`);
    const dependsOn = Array.isArray(service.depends_on)
      ? service.depends_on
      : Object.keys(service.depends_on ?? {});
    for (const [site] of sites)
      if (!dependsOn.includes(site))
        problems.push(`compose.yaml: ${name}: does not depend on ${site}`);
    const mount = (service.volumes ?? [])
      .map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : volume.source))
      .find((source) => /\.conf$/.test(source ?? ''));
    if (!mount) problems.push(`compose.yaml: ${name}: mounts no configuration`);
    else {
      const config = readFile(mount);
      const upstream = /upstream\s+\S+\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
      for (const [site] of sites)
        if (!new RegExp(`server\\s+${site}:3000\\b`).test(upstream))
          problems.push(`${mount}: the upstream lacks ${site}:3000`);
      if (!/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for/.test(config))
        problems.push(`${mount}: no proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`);
      if (!/proxy_read_timeout/.test(config)) problems.push(`${mount}: no proxy_read_timeout`);
    }
  }
  return {
    problems,
    row: { sites: sites.map(([name]) => name).join(' '), redis: redis?.[0], nginx: nginx?.[0] },
  };
}

/** Every check, against a deploy folder (the repository's by default). */
export async function checkDeploy({
  deployDir = path.join(root, 'deploy'),
  markets = readMarkets(),
  requiredVariables = readRequiredVariables(),
} = {}) {
  const problems = [];
  const rows = [];
  const overlaysDir = path.join(deployDir, 'k8s/overlays');
  const overlays = existsSync(overlaysDir) ? readdirSync(overlaysDir) : [];
  for (const extra of overlays.filter((overlay) => !markets.includes(overlay)))
    problems.push(`deploy/k8s/overlays/${extra}: not a market`);
  for (const market of markets) {
    if (!overlays.includes(market)) {
      problems.push(`deploy/k8s/overlays/${market}: missing (one overlay per market)`);
      continue;
    }
    let objects;
    try {
      objects = parseManifests(renderOverlay(path.join(overlaysDir, market)));
    } catch (error) {
      problems.push(`${market}: ${error.message}`);
      continue;
    }
    const schemaProblems = await validateSchemas(objects);
    const result = checkMarketObjects(market, objects, requiredVariables);
    problems.push(
      ...[...schemaProblems, ...result.problems].map((problem) => `${market}: ${problem}`),
    );
    rows.push({
      ...result.row,
      ok: schemaProblems.length + result.problems.length === 0 ? 'ok' : 'FAIL',
    });
  }
  const composeFile = path.join(deployDir, 'compose.yaml');
  let compose = { problems: ['deploy/compose.yaml: missing'], row: {} };
  if (existsSync(composeFile)) {
    compose = checkCompose(readFileSync(composeFile, 'utf8'), (file) => {
      const full = path.resolve(deployDir, file);
      return existsSync(full) ? readFileSync(full, 'utf8') : '';
    });
  }
  problems.push(...compose.problems);
  return { problems, rows, compose: compose.row };
}

function table(rows) {
  const columns = ['market', 'objects', 'replicas', 'memory', 'grace', 'hops', 'host', 'ok'];
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  return cells
    .map((line) =>
      line
        .map((cell, index) => cell.padEnd(widths[index]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const { problems, rows, compose } = await checkDeploy();
    console.log(table(rows));
    console.log(
      `compose: sites ${compose.sites ?? '-'}, redis ${compose.redis ?? '-'}, nginx ${compose.nginx ?? '-'}`,
    );
    if (problems.length > 0) {
      console.error(
        `\ncheck:deploy: ${problems.length} problem(s)\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        'check:deploy: every overlay valid against the Kubernetes API schemas; probes, shutdown, resources, secrets and compose as required',
      );
    }
  } catch (error) {
    console.error(`check:deploy: ${error.message}`);
    process.exitCode = 1;
  }
}
