// nginx -t on the configurations the cluster's containers render at start: each nginx image's
// template with its environment as the pod has it (the Containerfile's ENV, then the Deployment's
// env, $(VAR) replaced as kubelet replaces it, NGINX_LOCAL_RESOLVERS as the image's entrypoint
// finds it), replaced by envsubst as the image's 20-envsubst-on-templates.sh does (only the
// variables NGINX_ENVSUBST_FILTER lets through). Debian's nginx: a configuration it refuses would
// crash-loop the pods; nothing is looked up, as a cluster's names do not resolve here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { localResolvers, prepareNginx } from '../../scripts/production-smoke.mjs';
import { REMOTE_NAMES } from '../releases/release-store.mjs';

const dir = import.meta.dirname ?? __dirname;
const resources = parseAllDocuments(fs.readFileSync(path.join(dir, 'teamwear.yaml'), 'utf8')).map((document) => document.toJS());
const deployment = (name) => resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === name);

/** The ENV of a Containerfile's last stage, ${ARG}s replaced by `buildArgs`. */
function imageEnv(containerfile, buildArgs = {}) {
  const text = fs.readFileSync(path.join(dir, '../container', containerfile), 'utf8').replace(/\\\n/g, ' ');
  const lastStage = text.slice(text.lastIndexOf('\nFROM '));
  const env = {};
  for (const [, pairs] of lastStage.matchAll(/^ENV (.+)$/gm)) {
    for (const [, name, value] of pairs.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) env[name] = value.replace(/\$\{(\w+)\}/g, (_, arg) => buildArgs[arg]);
  }
  return env;
}

/** A container's environment as the pod has it: the image's, then its env (a field ref to the
 *  namespace as `namespace`), each $(NAME) replaced by what came before it. */
function podEnv(image, container, namespace) {
  const env = { ...image };
  for (const variable of container.env ?? []) {
    if (variable.valueFrom?.fieldRef?.fieldPath === 'metadata.namespace') env[variable.name] = namespace;
    else if (variable.value !== undefined) env[variable.name] = variable.value.replace(/\$\((\w+)\)/g, (whole, name) => env[name] ?? whole);
  }
  if (env.NGINX_ENTRYPOINT_LOCAL_RESOLVERS) env.NGINX_LOCAL_RESOLVERS = localResolvers();
  return env;
}

/** What envsubst is given: the variables NGINX_ENVSUBST_FILTER matches, the image's awk ERE. */
function rendered(env) {
  const filter = new RegExp(env.NGINX_ENVSUBST_FILTER ?? '.*');
  return Object.fromEntries(Object.entries(env).filter(([name]) => filter.test(name)));
}

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-nginx-'));
  fs.chmodSync(root, 0o755);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The image's /srv/teamwear here: what the gateway's template includes (the shell's build
 *  writes csp-nginx.conf; the ConfigMap holds remote-origins.conf). */
function srvFolder() {
  const srv = path.join(root, 'srv');
  fs.mkdirSync(path.join(srv, 'shell'), { recursive: true });
  fs.mkdirSync(path.join(srv, 'config'), { recursive: true });
  fs.writeFileSync(path.join(srv, 'shell/csp-nginx.conf'), 'set $teamwear_script_hashes "";\n');
  fs.copyFileSync(path.join(dir, 'remote-origins.conf'), path.join(srv, 'config/remote-origins.conf'));
  return srv;
}

/** Checks that every ${VARIABLE} the template names is replaced, then nginx -t. */
function check(name, template, env) {
  const values = rendered(env);
  const named = [...fs.readFileSync(path.join(dir, '../nginx', template), 'utf8').matchAll(/\$\{(\w+)\}/g)].map(([, variable]) => variable);
  expect([...new Set(named)].filter((variable) => values[variable] === undefined)).toEqual([]);
  // The image's paths, here: the folder it serves from is this test's.
  expect(values.TEAMWEAR_ROOT).toBe('/srv/teamwear');
  expect(() => prepareNginx(root, name, template, { ...values, TEAMWEAR_ROOT: srvFolder() })).not.toThrow();
}

test("the gateway's configuration, rendered as its pod renders it, is one nginx accepts", () => {
  const gateway = deployment('teamwear-gateway').spec.template.spec.containers[0];
  const env = podEnv(imageEnv('Containerfile.gateway'), gateway, 'teamwear');
  expect(env.TEAMWEAR_API_UPSTREAM).toBe('teamwear-api-replicas.teamwear.svc.cluster.local:4000');
  expect(Number(env.TEAMWEAR_PORT)).toBe(gateway.ports.find((port) => port.name === 'http').containerPort);
  check('gateway', 'gateway.conf.template', env);
  const conf = fs.readFileSync(path.join(root, 'nginx/gateway/conf.d/default.conf'), 'utf8');
  expect(conf).toMatch(/^resolver \S+.* valid=\d+s;$/m);
  expect(conf).toContain('set $teamwear_api "teamwear-api-replicas.teamwear.svc.cluster.local:4000";');
});

test.each(REMOTE_NAMES)("the %s remote's configuration, rendered as its pod renders it, is one nginx accepts", (name) => {
  const remote = deployment(`teamwear-remote-${name}`).spec.template.spec.containers[0];
  const env = podEnv(imageEnv('Containerfile.remote', { REMOTE: name }), remote, 'teamwear');
  expect(env.TEAMWEAR_REMOTE).toBe(name);
  expect(Number(env.TEAMWEAR_PORT)).toBe(remote.ports.find((port) => port.name === 'http').containerPort);
  check(`remote-${name}`, 'remote.conf.template', env);
});
