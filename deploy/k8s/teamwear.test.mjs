// The Kubernetes wiring, read from the manifests: nothing here runs a cluster, so what a cluster
// would only show at deploy time (a gateway pointed at an API that is not there, a Service that
// selects no pod, a probe on a path nobody answers) is checked against the files themselves.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { REMOTE_NAMES } from '../releases/release-store.mjs';
import { clusterReleaseProblems } from './cluster-releases.mjs';
import { isImmutableImage, parseImage } from './image-reference.mjs';

const dir = import.meta.dirname ?? __dirname;
const resources = parseAllDocuments(fs.readFileSync(path.join(dir, 'teamwear.yaml'), 'utf8')).map((document) => document.toJS());
const kustomization = parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
const template = (name) => fs.readFileSync(path.join(dir, '../nginx', name), 'utf8');

const byKind = (kind) => resources.filter((resource) => resource.kind === kind);
const named = (kind, name) => {
  const found = byKind(kind).find((resource) => resource.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in teamwear.yaml`);
  return found;
};
const containerOf = (deployment) => deployment.spec.template.spec.containers[0];
const envOf = (container) => Object.fromEntries((container.env ?? []).map((variable) => [variable.name, variable.value]));

/** The Deployment whose pods a Service sends to, and the container port its targetPort names. */
function behind(service) {
  const deployments = byKind('Deployment').filter((deployment) =>
    Object.entries(service.spec.selector).every(([key, value]) => deployment.spec.template.metadata.labels[key] === value),
  );
  expect(deployments.map((deployment) => deployment.metadata.name)).toHaveLength(1);
  const [deployment] = deployments;
  const [port] = service.spec.ports;
  const containerPort = containerOf(deployment).ports.find((candidate) => candidate.name === port.targetPort || candidate.containerPort === port.targetPort);
  expect(containerPort).toBeDefined();
  return { deployment, port: port.port, containerPort: containerPort.containerPort };
}

test('every container has a pinned image, resource requests and limits, and probes', () => {
  for (const deployment of byKind('Deployment')) {
    const container = containerOf(deployment);
    // Pinned: a release id as the tag, or a digest (./image-reference.mjs), with or without a registry.
    expect({ name: deployment.metadata.name, image: container.image, pinned: isImmutableImage(container.image) }).toEqual({ name: deployment.metadata.name, image: container.image, pinned: true });
    for (const kind of ['requests', 'limits']) {
      expect(container.resources?.[kind]).toEqual({ cpu: expect.anything(), memory: expect.anything() });
    }
    expect(container.readinessProbe).toBeDefined();
    expect(container.livenessProbe).toBeDefined();
  }
});

test('the gateway reaches the API and each remote by the Service names it is given, whole, the API by every ready pod', () => {
  const gateway = containerOf(named('Deployment', 'teamwear-gateway'));
  const env = envOf(gateway);
  // The namespace the names are in comes from the pod itself (kubelet replaces $(POD_NAMESPACE)).
  expect(gateway.env.find((variable) => variable.name === 'POD_NAMESPACE').valueFrom.fieldRef.fieldPath).toBe('metadata.namespace');
  const upstreams = {
    TEAMWEAR_API_UPSTREAM: 'teamwear-api',
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [`TEAMWEAR_${name.toUpperCase()}_UPSTREAM`, `teamwear-remote-${name}`])),
  };
  for (const [variable, deploymentName] of Object.entries(upstreams)) {
    // The template uses the variable, so the image's envsubst writes it into nginx's configuration.
    expect(template('gateway.conf.template')).toContain(`\${${variable}}`);
    // nginx's resolver looks a name up as written (no search domains): <service>.<namespace>.svc.<cluster domain>.
    const [, serviceName, servicePort] = env[variable].match(/^([a-z0-9-]+)\.\$\(POD_NAMESPACE\)\.svc\.cluster\.local:(\d+)$/) ?? [];
    const service = named('Service', serviceName);
    const { deployment, port } = behind(service);
    expect({ variable, deployment: deployment.metadata.name, port }).toEqual({ variable, deployment: deploymentName, port: Number(servicePort) });
    // The API through a headless Service: one address per ready pod, so a retry goes to another.
    if (variable === 'TEAMWEAR_API_UPSTREAM') expect(service.spec.clusterIP).toBe('None');
  }
});

test('the API: /livez for liveness (no database), /healthz for readiness, TRUST_PROXY, only the gateway may call it', () => {
  const api = containerOf(named('Deployment', 'teamwear-api'));
  expect(api.livenessProbe.httpGet.path).toBe('/livez');
  expect(api.startupProbe.httpGet.path).toBe('/livez');
  expect(api.readinessProbe.httpGet.path).toBe('/healthz');
  expect(envOf(api).TRUST_PROXY).toBe('10.0.0.0/8');
  expect(api.env.find((variable) => variable.name === 'DATABASE_URL').valueFrom.secretKeyRef).toBeDefined();
  expect(envOf(api).DEMO_DATA).toBeUndefined();

  const policy = named('NetworkPolicy', 'teamwear-api-from-gateway');
  expect(policy.spec.podSelector.matchLabels).toEqual(named('Deployment', 'teamwear-api').spec.template.metadata.labels);
  expect(policy.spec.ingress).toEqual([
    { from: [{ podSelector: { matchLabels: named('Deployment', 'teamwear-gateway').spec.template.metadata.labels } }], ports: [{ port: 4000 }] },
    { from: [{ namespaceSelector: { matchLabels: { 'teamwear.io/monitoring': 'true' } } }], ports: [{ port: 9464 }] },
  ]);
});

test("the API's metrics: their own port, declared for Prometheus, in no Service or Ingress, and only the monitoring namespace may reach it", () => {
  const deployment = named('Deployment', 'teamwear-api');
  const api = containerOf(deployment);
  const metricsPort = api.ports.find((port) => port.name === 'metrics');
  expect(metricsPort).toEqual({ name: 'metrics', containerPort: 9464 });
  expect(envOf(api)).toMatchObject({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
  expect(deployment.spec.template.metadata.annotations).toMatchObject({ 'prometheus.io/port': '9464', 'prometheus.io/path': '/metrics' });
  for (const service of byKind('Service')) {
    for (const port of service.spec.ports) {
      expect({ service: service.metadata.name, port: String(port.port), targetPort: String(port.targetPort) }).toEqual({
        service: service.metadata.name,
        port: expect.not.stringMatching(/^9464$/),
        targetPort: expect.not.stringMatching(/^(9464|metrics)$/),
      });
    }
  }
  for (const ingress of byKind('Ingress')) expect(JSON.stringify(ingress)).not.toMatch(/9464|metrics/);
  // The readiness probe waits longer than the API's own database timeout (2 s), so a slow database answers 503, not a probe timeout.
  expect(api.readinessProbe.timeoutSeconds).toBeGreaterThan(2);
});

test('the API stops within its grace period: preStop, then SHUTDOWN_GRACE_MS, inside terminationGracePeriodSeconds; a PodDisruptionBudget keeps one serving', () => {
  const deployment = named('Deployment', 'teamwear-api');
  const api = containerOf(deployment);
  const preStopSeconds = api.lifecycle.preStop.sleep.seconds;
  expect(preStopSeconds * 1000 + Number(envOf(api).SHUTDOWN_GRACE_MS) + 5000).toBeLessThanOrEqual(deployment.spec.template.spec.terminationGracePeriodSeconds * 1000);
  const budget = named('PodDisruptionBudget', 'teamwear-api');
  expect(budget.spec).toEqual({ minAvailable: 1, selector: { matchLabels: deployment.spec.template.metadata.labels } });
});

test('each remote is its own Deployment and Service, probed where its nginx answers', () => {
  for (const name of REMOTE_NAMES) {
    const { deployment } = behind(named('Service', `teamwear-remote-${name}`));
    expect(deployment.metadata.name).toBe(`teamwear-remote-${name}`);
    const container = containerOf(deployment);
    expect(container.image).toMatch(new RegExp(`^teamwear/remote-${name}:`));
    expect(container.livenessProbe.httpGet.path).toBe('/livez');
  }
  expect(template('remote.conf.template')).toMatch(/location = \/livez/);
  expect(template('gateway.conf.template')).toMatch(/location = \/livez/);
});

test('the Ingress sends every host to the gateway, each shop domain over TLS with its certificate from cert-manager', () => {
  const [ingress] = byKind('Ingress');
  const { deployment } = behind(named('Service', ingress.spec.defaultBackend.service.name));
  expect(deployment.metadata.name).toBe('teamwear-gateway');
  expect(ingress.metadata.annotations['cert-manager.io/cluster-issuer']).toEqual(expect.any(String));
  expect(ingress.spec.tls.length).toBeGreaterThan(0);
  const ruleHosts = ingress.spec.rules.map((rule) => rule.host);
  for (const { hosts, secretName } of ingress.spec.tls) {
    expect(secretName).toMatch(/^[a-z0-9-]+$/);
    // A host with a certificate has its rule, to the gateway (ingress-nginx serves a host's certificate on its rule's server).
    for (const host of hosts) expect(ruleHosts).toContain(host);
  }
  for (const rule of ingress.spec.rules) {
    for (const { backend } of rule.http.paths) expect(behind(named('Service', backend.service.name)).deployment.metadata.name).toBe('teamwear-gateway');
  }
});

test('the gateway mounts remotes.json, updated in place, and remote-origins.conf, whose change rolls it', () => {
  const gateway = named('Deployment', 'teamwear-gateway').spec.template.spec;
  const volume = gateway.volumes.find((candidate) => candidate.name === 'remotes');
  const generator = (name) => kustomization.configMapGenerator.find((candidate) => candidate.name === name);
  // Both ConfigMaps in one folder; a folder mount: a subPath mount would never see a promotion.
  expect(volume.projected.sources.map((source) => source.configMap.name)).toEqual(['teamwear-remotes', 'teamwear-remote-origins']);
  expect(containerOf({ spec: { template: { spec: gateway } } }).volumeMounts).toContainEqual({ name: 'remotes', mountPath: '/srv/teamwear/config' });
  // remotes.json, read on every request: one ConfigMap, no hash in its name, so a promotion is no rollout.
  expect(generator('teamwear-remotes')).toEqual({ name: 'teamwear-remotes', files: ['remotes.json'], options: { disableNameSuffixHash: true } });
  // remote-origins.conf, included at nginx's start: a hash in its name, so a change is a new pod template.
  expect(generator('teamwear-remote-origins').files).toEqual(['remote-origins.conf']);
  expect(generator('teamwear-remote-origins').options?.disableNameSuffixHash).toBeFalsy();
  expect(kustomization.generatorOptions?.disableNameSuffixHash).toBeFalsy();
  expect(template('gateway.conf.template')).toContain('include ${TEAMWEAR_ROOT}/config/remote-origins.conf;');
  const { remotes } = JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
  for (const name of REMOTE_NAMES) expect(remotes[name]).toMatch(new RegExp(`^/remotes/${name}/[0-9][\\w.+-]*-[0-9a-f]{10}/mf-manifest\\.json$`));
});

test('every pod runs as a user, not root, on a read-only root with no capability, writing only to its volumes', () => {
  for (const deployment of byKind('Deployment')) {
    const pod = deployment.spec.template.spec;
    const container = containerOf(deployment);
    const name = deployment.metadata.name;
    expect({ name, pod: pod.securityContext }).toEqual({
      name,
      pod: expect.objectContaining({ runAsNonRoot: true, runAsUser: expect.any(Number), seccompProfile: { type: 'RuntimeDefault' } }),
    });
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect({ name, container: container.securityContext }).toEqual({ name, container: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } } });
    // A user cannot bind a port under 1024.
    for (const port of container.ports) expect(port.containerPort).toBeGreaterThan(1024);
    // Where it writes is a volume of its own (emptyDir) or a mounted ConfigMap.
    const mounts = Object.fromEntries(container.volumeMounts.map((mount) => [mount.mountPath, mount.name]));
    const volumes = Object.fromEntries(pod.volumes.map((volume) => [volume.name, volume]));
    for (const volumeName of Object.values(mounts)) expect(volumes[volumeName]).toBeDefined();
    expect(volumes[mounts['/tmp']].emptyDir).toEqual({});
    if (name !== 'teamwear-api') {
      // nginx: the configuration the image renders at start, its temp files (and its pid file, in /tmp).
      expect(volumes[mounts['/etc/nginx/conf.d']].emptyDir).toEqual({});
      expect(volumes[mounts['/var/cache/nginx']].emptyDir).toEqual({});
    }
  }
  // nginx's images: the user the pods run as, its pid file where the pod can write, a port it may bind.
  for (const file of ['Containerfile.gateway', 'Containerfile.remote']) {
    const containerfile = fs.readFileSync(path.join(dir, '../container', file), 'utf8');
    expect(containerfile).toMatch(/^USER 101$/m);
    expect(containerfile).toContain("'s,^pid .*,pid /tmp/nginx.pid;,'");
    expect(containerfile).toMatch(/TEAMWEAR_PORT=8080\b/);
  }
});

test("each Deployment's replicas are spread over nodes and zones where it can be, never held unscheduled for it", () => {
  for (const deployment of byKind('Deployment')) {
    const pod = deployment.spec.template.spec;
    const labels = deployment.spec.template.metadata.labels;
    const [term] = pod.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution;
    expect(term.podAffinityTerm).toEqual({ labelSelector: { matchLabels: labels }, topologyKey: 'kubernetes.io/hostname' });
    expect(pod.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution).toBeUndefined();
    expect(pod.topologySpreadConstraints).toEqual([{ maxSkew: 1, topologyKey: 'topology.kubernetes.io/zone', whenUnsatisfiable: 'ScheduleAnyway', labelSelector: { matchLabels: labels } }]);
  }
});

test('the cluster runs the releases the record says are released', () => {
  // Promoting with REMOTES_FILE=deploy/k8s/remotes.json writes both that file and the record
  // (deploy/released), and the remote's Deployment takes the release's image: all three agree.
  // A rollback leaves the newer image, which holds the older release: ./cluster-releases.mjs. And
  // the served remotes.json pins each release with its integrity, and holds no history.
  expect(clusterReleaseProblems({ k8sDir: dir, releasedDir: path.join(dir, '../released') })).toEqual([]);
  const released = (app) => JSON.parse(fs.readFileSync(path.join(dir, '../released', `${app}.json`), 'utf8')).release;
  // Each image by its repository and tag; a registry before it and a digest after it may be added.
  const imageOf = (deployment) => {
    const { repository, tag } = parseImage(containerOf(named('Deployment', deployment)).image) ?? {};
    return `${repository}:${tag}`;
  };
  for (const name of REMOTE_NAMES) expect(imageOf(`teamwear-remote-${name}`)).toMatch(new RegExp(`(^|/)teamwear/remote-${name}:`));
  expect(imageOf('teamwear-gateway')).toMatch(new RegExp(`(^|/)teamwear/gateway:${released('shell')}$`));
  // The API is recorded for the design schema it reads (npm run released -- record api), by the
  // release id its image is tagged with (deploy/container/api-release.mjs).
  expect(imageOf('teamwear-api')).toMatch(new RegExp(`(^|/)teamwear/api:${released('api')}$`));
});
