// A throw-away PostgreSQL cluster for the tests (Debian's postgresql): made in a temporary folder,
// started on a free loopback port with its socket beside its data, stopped and deleted afterwards.
// Run as root, the cluster belongs to the postgres user, as PostgreSQL refuses to run as root.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian installs the server's programs under /usr/lib/postgresql/<major>/bin, off the PATH. */
export function findPostgresBin() {
  const debian = '/usr/lib/postgresql';
  const majors = fs.existsSync(debian)
    ? fs
        .readdirSync(debian)
        .filter((name) => fs.existsSync(path.join(debian, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length) return path.join(debian, majors[0], 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/** A port nothing listens on right now, from the kernel. */
export async function freePort() {
  const [port] = await freePorts(1);
  return port;
}

/**
 * `count` different ports nothing listens on right now, from the kernel: each is held until all are
 * chosen, since a port asked for after another was let go can be the same one (the production smoke
 * once gave its API and nginx one port, and nginx could not start).
 */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      server.unref();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.on('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))));
  }
}

function runAs(user, command, args) {
  const [program, programArgs] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/**
 * Starts a cluster; resolves to its superuser URL (trust authentication, loopback only), a way to
 * create databases in it, and a stop function that stops it and deletes its files.
 * @param {{ port?: number }} [options]
 */
export async function startPostgres({ port } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (Debian), or put initdb and pg_ctl on the PATH');
  const user = process.getuid?.() === 0 ? 'postgres' : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-pg-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, Number(await runAs(null, 'id', ['-u', user])), Number(await runAs(null, 'id', ['-g', user])));
  const listenPort = port ?? (await freePort());
  const stop = async () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) await runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await runAs(user, path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // A test cluster: durability is not wanted, speed is.
    const settings = ['-c listen_addresses=127.0.0.1', `-p ${listenPort}`, `-k ${dir}`, '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'];
    await runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-o', settings.join(' '), '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = path.join(dir, 'server.log');
    const detail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : '';
    await stop();
    throw new Error(`${error.message}${detail}`, { cause: error });
  }
  const urlOf = (database) => `postgres://postgres@127.0.0.1:${listenPort}/${database}`;
  /** Runs one SQL statement in a database of the cluster (as its superuser). */
  const runSql = async (name, statement) => {
    await runAs(null, path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', urlOf(name), '-c', statement]);
  };
  /** Creates a database of its own for one user of the cluster; resolves to its URL. */
  const createDatabase = async (name) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
    await runSql('postgres', `create database ${name}`);
    return urlOf(name);
  };
  return { url: urlOf('postgres'), port: listenPort, createDatabase, runSql, stop };
}

// `node scripts/postgres-cluster.mjs`: a cluster for a developer, until Ctrl+C.
// (No top-level await: the API's jest suites, which run CommonJS, import this file too.)
if (import.meta.url === `file://${process.argv[1]}`) {
  void startPostgres({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined }).then((cluster) => {
    console.log(`PostgreSQL is running: DATABASE_URL=${cluster.url} (Ctrl+C stops it and deletes it)`);
    const stop = () => cluster.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
