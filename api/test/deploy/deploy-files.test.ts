// The container files (Dockerfile, compose.yaml, deploy/k8s, deploy/compose) cannot be run on this machine (no image
// can be pulled, no cluster): these checks hold them to what can be checked without running them. They parse, they
// name files that exist, every workspace is installed in both Docker stages, the shell scripts are valid shell, the
// API pods are probed on the health routes, and `kubectl kustomize` renders the manifests when kubectl is installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parseDocument } from 'yaml';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string): string => readFileSync(path.join(repo, file), 'utf8');

/** A YAML file's documents as plain data; a syntax error fails the test with the parser's message. */
function yamlDocs(file: string): unknown[] {
  const docs = parseAllDocuments(read(file), { merge: true });
  assert.ok(Array.isArray(docs), `${file}: not a YAML stream`);
  for (const doc of docs) assert.deepEqual(doc.errors.map((e) => e.message), [], file);
  return docs.map((doc) => doc.toJS({ maxAliasCount: 1000 }) as unknown);
}

interface ComposeService {
  build?: string;
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
}

test('compose.yaml parses, runs API ×2, a worker, PostgreSQL primary and replica, Redis, Garage and nginx, from files that exist', () => {
  const doc = parseDocument(read('compose.yaml'), { merge: true });
  assert.deepEqual(doc.errors.map((e) => e.message), []);
  const compose = doc.toJS({ maxAliasCount: 1000 }) as { services: Record<string, ComposeService> };
  const services = compose.services;
  for (const name of ['api-1', 'api-2', 'worker', 'migrate', 'postgres', 'postgres-replica', 'redis', 'garage', 'nginx']) {
    assert.ok(services[name], `service ${name}`);
  }
  for (const name of ['api-1', 'api-2']) {
    assert.equal(services[name]?.build, '.', `${name} is built from the Dockerfile`);
    assert.equal(services[name]?.environment?.RUN_JOBS, 'false', `${name} leaves the jobs to the worker`);
    assert.equal(services[name]?.environment?.DATABASE_URL, services.migrate?.environment?.DATABASE_URL);
    assert.match(services[name]?.environment?.DATABASE_READ_URLS ?? '', /@postgres-replica:5432\//);
  }
  assert.deepEqual(services.worker?.command, ['node', 'api/dist/worker.js']);
  assert.equal(services.worker?.environment?.RUN_JOBS, 'true');
  assert.deepEqual(services.migrate?.command, ['node', 'api/dist/db/cli.js', 'migrate']);
  // The bucket and key the API uses are the ones the Garage service creates.
  for (const key of ['S3_BUCKET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
    assert.equal(services.garage?.environment?.[key], services['api-1']?.environment?.[key], key);
  }
  assert.match(services.garage?.environment?.AWS_ACCESS_KEY_ID ?? '', /^GK[0-9a-f]{24}$/, "Garage's key id format");
  assert.match(services.garage?.environment?.AWS_SECRET_ACCESS_KEY ?? '', /^[0-9a-f]{64}$/, "Garage's secret format");
  assert.ok(!Object.values(services).some((service) => /minio/i.test(service.image ?? '')), 'no MinIO (its community server is archived)');
  // Every file compose.yaml mounts or builds from is in the repository.
  for (const [name, service] of Object.entries(services)) {
    if (service.build) assert.ok(existsSync(path.join(repo, service.build, 'Dockerfile')), `${name}: build context ${service.build}`);
    for (const volume of service.volumes ?? []) {
      const source = volume.split(':')[0] ?? '';
      if (source.startsWith('./')) assert.ok(existsSync(path.join(repo, source)), `${name} mounts ${source}`);
    }
  }
  // The API upstreams in compose's nginx are compose's API services.
  const upstreams = [...read('deploy/compose/nginx/default.conf').matchAll(/^\s*server ([\w-]+):3000\b/gm)].map((m) => m[1]);
  assert.deepEqual(upstreams, ['api-1', 'api-2']);
});

test('the Dockerfile: the build stage builds, the runtime stage installs production dependencies of every workspace and runs as a user', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  assert.equal(stages.length, 3, 'manifests, build and runtime');
  const [manifests = '', buildStage = '', runtime = ''] = stages;
  assert.match(manifests, /AS manifests\n/);
  assert.match(buildStage, /AS build\n/);
  assert.match(buildStage, /^RUN npm ci$/m);
  assert.match(buildStage, /^RUN npm run build$/m);
  assert.match(runtime, /^RUN npm ci --omit=dev\b/m);
  assert.match(runtime, /^USER node$/m);
  assert.match(runtime, /^CMD \["node", "api\/dist\/server\.js"\]$/m);
  assert.match(runtime, /\/api\/health\/ready/, 'HEALTHCHECK on readiness');
  // `npm ci` needs every workspace's package.json: a workspace added later must be copied into the manifests stage,
  // which both installing stages start from.
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  for (const workspace of workspaces) assert.match(manifests, new RegExp(`^COPY ${workspace}/package\\.json ${workspace}/$`, 'm'), workspace);
  for (const stage of [buildStage, runtime]) assert.match(stage, /^WORKDIR \/app\nCOPY --from=manifests \/app \.\/\n/m);
  // Every package's build output is copied from the build stage; every file copied from the context exists.
  for (const workspace of workspaces.filter((w) => w === 'shell' || w.startsWith('mf-'))) {
    assert.match(runtime, new RegExp(`^COPY --from=build /app/${workspace}/dist ${workspace}/dist$`, 'm'), workspace);
  }
  for (const [, sources = ''] of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
    for (const source of sources.split(' ')) assert.ok(existsSync(path.join(repo, source)), `COPY ${source}`);
  }
  const ignored = read('.dockerignore').split('\n').filter((line) => line && !line.startsWith('#'));
  for (const pattern of ['.git', '**/node_modules', '**/dist', '.env']) assert.ok(ignored.includes(pattern), `.dockerignore: ${pattern}`);
});

interface K8sObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
  spec?: {
    template?: {
      spec?: {
        securityContext?: { runAsNonRoot?: boolean };
        containers?: { command?: string[]; readinessProbe?: { httpGet?: { path: string } }; livenessProbe?: { httpGet?: { path: string } } }[];
      };
    };
  };
}

test('deploy/k8s: every manifest parses, the kustomization lists them, the API is probed on /api/health/ready and /api/health', () => {
  const dir = 'deploy/k8s';
  const files = readdirSync(path.join(repo, dir)).filter((file) => file.endsWith('.yaml'));
  const kustomization = yamlDocs(`${dir}/kustomization.yaml`)[0] as { resources: string[] };
  assert.deepEqual([...kustomization.resources].sort(), files.filter((file) => file !== 'kustomization.yaml').sort());
  const objects = kustomization.resources.flatMap((file) => yamlDocs(`${dir}/${file}`) as K8sObject[]);
  for (const object of objects) {
    assert.ok(object.apiVersion && object.kind && object.metadata?.name, `apiVersion, kind and name: ${JSON.stringify(object).slice(0, 80)}`);
  }
  const byName = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
  for (const [kind, name] of [['Deployment', 'realty-api'], ['Service', 'realty-api'], ['Deployment', 'realty-worker'], ['ConfigMap', 'realty-config'], ['Secret', 'realty-secrets'], ['Ingress', 'realty'], ['Job', 'realty-migrate']]) {
    assert.ok(byName(kind as string, name as string), `${kind} ${name}`);
  }
  const api = byName('Deployment', 'realty-api')?.spec?.template?.spec;
  assert.equal(api?.securityContext?.runAsNonRoot, true);
  assert.equal(api?.containers?.[0]?.readinessProbe?.httpGet?.path, '/api/health/ready');
  assert.equal(api?.containers?.[0]?.livenessProbe?.httpGet?.path, '/api/health');
  assert.deepEqual(byName('Deployment', 'realty-worker')?.spec?.template?.spec?.containers?.[0]?.command, ['node', 'api/dist/worker.js']);
});

function which(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return path.join(dir, name);
    } catch {
      // not here
    }
  }
  return undefined;
}

const kubectl = which('kubectl');
test(
  kubectl ? 'kubectl kustomize renders deploy/k8s' : 'kubectl kustomize renders deploy/k8s (skipped: kubectl is not installed)',
  { skip: !kubectl && 'kubectl is not installed' },
  () => {
    const rendered = spawnSync(kubectl ?? 'kubectl', ['kustomize', path.join(repo, 'deploy/k8s')], { encoding: 'utf8' });
    assert.equal(rendered.status, 0, rendered.stderr);
    const docs = parseAllDocuments(rendered.stdout);
    assert.ok(Array.isArray(docs));
    const objects = docs.map((doc) => doc.toJS() as K8sObject & { metadata: { namespace?: string } });
    assert.ok(objects.length >= 9);
    assert.ok(objects.filter((o) => o.kind !== 'Namespace').every((o) => o.metadata.namespace === 'realty'), 'all in the realty namespace');
  },
);

test('the deploy shell scripts are valid shell', () => {
  const scripts = ['deploy/deploy-remote.sh', 'deploy/compose/garage/start.sh', 'deploy/compose/postgres/primary-init.sh', 'deploy/compose/postgres/replica-start.sh'];
  for (const script of scripts) {
    const shell = read(script).startsWith('#!/usr/bin/env bash') ? 'bash' : 'sh';
    const check = spawnSync(shell, ['-n', path.join(repo, script)], { encoding: 'utf8' });
    assert.equal(check.status, 0, `${script}: ${check.stderr}`);
  }
});
