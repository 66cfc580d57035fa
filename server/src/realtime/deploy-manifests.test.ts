import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT } from '../repo-root';
import { renderSiteConf } from './nginx-process';

/**
 * An offline lint of deploy/: every Kubernetes manifest validated against the API's JSON
 * schemas bundled in the kubernetes-models package (nothing is downloaded), plus the facts the
 * manifests and the compose file must keep (probes on the ops endpoints, the nginx template the
 * nginx test runs, a non-root image).
 */
const DEPLOY = join(REPO_ROOT, 'deploy');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
}

type Model = new (data: unknown) => { validate(): void };

async function validate(doc: Manifest): Promise<void> {
  // apps/v1 -> kubernetes-models/apps/v1; v1 -> kubernetes-models/v1
  const models = (await import(`kubernetes-models/${doc.apiVersion}`)) as Record<string, Model | undefined>;
  const Kind = models[doc.kind];
  if (!Kind) throw new Error(`${doc.apiVersion} has no kind ${doc.kind}`);
  new Kind(doc).validate();
}

function manifests(): { file: string; doc: Manifest }[] {
  const dir = join(DEPLOY, 'k8s');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((d) => {
        if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0]?.message}`);
        return { file, doc: d.toJS() as Manifest };
      }),
    );
}

describe('deploy/ (offline lint)', () => {
  it('every Kubernetes manifest is valid against the bundled API schemas', async () => {
    const all = manifests();
    const kinds = all.map((m) => m.doc.kind).sort();
    for (const kind of ['Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'PodDisruptionBudget', 'Service'])
      assert.ok(kinds.includes(kind), `no ${kind} in deploy/k8s`);
    for (const { file, doc } of all)
      await validate(doc).catch((error: unknown) => {
        throw new Error(`${file} (${doc.kind} ${doc.metadata.name}): ${String(error)}`);
      });
  });

  it('a manifest with a wrong field type is refused (the lint can fail)', async () => {
    const deployment = manifests().find((m) => m.doc.kind === 'Deployment')?.doc as Manifest;
    const broken = JSON.parse(
      JSON.stringify(deployment).replace('"replicas":3', '"replicas":"three"'),
    ) as Manifest;
    await assert.rejects(validate(broken), /replicas/);
  });

  it('the Deployment probes the ops endpoints, runs as non-root and drains before it stops', () => {
    const text = readFileSync(join(DEPLOY, 'k8s', 'deployment.yaml'), 'utf8');
    assert.match(text, /readinessProbe:\s+httpGet: \{ path: \/readyz/);
    assert.match(text, /livenessProbe:\s+httpGet: \{ path: \/healthz/);
    assert.match(text, /runAsNonRoot: true/);
    assert.match(text, /DRAIN_DELAY_MS, value: '5000'/);
    const dockerfile = readFileSync(join(DEPLOY, 'Dockerfile'), 'utf8');
    assert.match(dockerfile, /^USER 10001/m);
    assert.match(dockerfile, /src\/prod\.ts/);
  });

  it('compose runs three site replicas behind nginx with the template the nginx test runs', () => {
    const compose = parseAllDocuments(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'))[0]?.toJS() as {
      services: Record<
        string,
        { deploy?: { replicas?: number }; volumes?: string[]; environment?: Record<string, string> }
      >;
    };
    assert.equal(compose.services.site?.deploy?.replicas, 3);
    assert.ok(compose.services.postgres && compose.services.redis);
    const nginx = compose.services.nginx;
    assert.ok(
      nginx?.volumes?.some((v) => v.startsWith('./nginx/site.conf.template:/etc/nginx/templates/')),
      'nginx mounts deploy/nginx/site.conf.template',
    );
    // The compose variables render the same template without a placeholder left.
    const vars = Object.fromEntries(
      Object.entries(nginx?.environment ?? {}).filter(([k]) => k.startsWith('SITE_')),
    );
    assert.match(renderSiteConf(vars), /server site:8080/);
  });
});
