// Several instances of the production build behind HAProxy, on one PostgreSQL database and one
// Redis database made for the run: what `npm run test:cluster` and the cluster bench start.
// Everything started here is stopped, and the database dropped, by `cluster.stop()`, and also when
// the process is interrupted (Ctrl+C, SIGTERM) or exits on an error.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { bin, nextStartArgs } from '../scripts/run.mjs';
import { findHaproxy } from './ensure-haproxy.mjs';

export const HAPROXY_CONFIG = resolve(import.meta.dirname, 'haproxy.cfg');
const POSTGRES_SERVER_URL = process.env.POSTGRES_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** A logical database of its own, emptied at the start: the page cache and the limits of one run. */
const REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379/7';
/** The balancer's port; the instances take the ports after it. */
const BASE_PORT = Number(process.env.CLUSTER_PORT || 3300);
const DATA_DIR = '.data/cluster';
/** First start: migrations and the catalogue's seed on an empty database (about 20 s on two cores). */
const READY_TIMEOUT_MS = 180_000;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Every cluster not yet stopped, for the clean-up on an interruption or an unexpected exit. */
const running = new Set();

/**
 * Starts `instances` (1 or 2) instances of the current build and the balancer in front of them,
 * and resolves once every instance is ready (database, migrations, Redis) and the balancer has
 * sent a request to each of its server lines. `env` goes to every instance, `instanceEnv[i]` to
 * instance i only (e.g. a broken SMTP_URL); `log` receives progress lines.
 */
export async function startCluster({ instances = 2, env = {}, instanceEnv = [], log = console.info } = {}) {
  if (instances < 1 || instances > 2) throw new Error('The cluster has one or two instances (cluster/haproxy.cfg has two server lines).');
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('HAProxy is not installed: node cluster/ensure-haproxy.mjs installs it.');
  const cluster = new Cluster({ instances, env, instanceEnv, log, haproxy });
  running.add(cluster);
  watchForInterruptions();
  try {
    await cluster.start();
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

class Cluster {
  constructor({ instances, env, instanceEnv, log, haproxy }) {
    this.log = log;
    this.haproxyPath = haproxy;
    this.port = BASE_PORT;
    this.origin = `http://127.0.0.1:${BASE_PORT}`;
    this.redisUrl = REDIS_URL;
    this.outboxDir = resolve(DATA_DIR, 'outbox');
    /** Known to every instance: `POST /api/revalidate` takes it as its bearer token. */
    this.revalidateSecret = randomBytes(24).toString('hex');
    this.env = env;
    this.instances = Array.from({ length: instances }, (_, i) => ({
      index: i,
      id: `shop${i + 1}`,
      port: BASE_PORT + 1 + i,
      origin: `http://127.0.0.1:${BASE_PORT + 1 + i}`,
      logFile: resolve(DATA_DIR, `shop${i + 1}.log`),
      extraEnv: instanceEnv[i] ?? {},
      child: null,
    }));
    this.balancer = null;
    this.balancerLines = this.instances.length === 2 ? [0, 1] : [0, 0];
    this.database = null;
    this.db = null;
    this.stopped = false;
  }

  async start() {
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(this.outboxDir, { recursive: true });
    for (const port of [this.port, ...this.instances.map((instance) => instance.port)]) await ensurePortFree(port);

    this.database = await createDatabase(POSTGRES_SERVER_URL, 'shop_cluster');
    this.log(`cluster: database ${this.database.name}; Redis ${this.redisUrl} emptied`);
    await flushRedis(this.redisUrl);
    this.db = new pg.Pool({ connectionString: this.database.url, max: 4 });

    // Together, as a deployment starts them: the first to take the advisory lock migrates and seeds.
    const started = Date.now();
    await Promise.all(this.instances.map((instance) => this.startInstance(instance.index)));
    this.log(`cluster: ${this.instances.map((i) => `${i.id} on ${i.port}`).join(', ')} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await this.startBalancer();
  }

  /** The environment of instance i: the shared settings, then the run's, then its own. */
  instanceEnvironment(instance, extraEnv) {
    const environment = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      DATABASE_URL: this.database.url,
      REDIS_URL: this.redisUrl,
      // One balancer in front: the address it saw is the client's.
      TRUSTED_PROXY_HOPS: '1',
      INSTANCE_ID: instance.id,
      REVALIDATE_SECRET: this.revalidateSecret,
      MAIL_OUTBOX_DIR: this.outboxDir,
      // The links in emails lead to the balancer, as they would to the public address.
      SHOP_URL: this.origin,
      ...this.env,
      ...extraEnv,
    };
    // Nothing of a developer's own setup may leak in: the embedded provider on PostgreSQL, mail to the shared outbox.
    for (const name of ['PGLITE_DIR', 'PROVIDER_API_URL', 'PAGE_CACHE', 'PORT']) delete environment[name];
    if (!('SMTP_URL' in this.env) && !('SMTP_URL' in extraEnv)) delete environment.SMTP_URL;
    return environment;
  }

  /** Starts instance i (again) with its own settings, or `extraEnv` when given; resolves when it is ready. */
  async startInstance(index, extraEnv) {
    const instance = this.instances[index];
    if (instance.child) throw new Error(`${instance.id} is already running`);
    if (extraEnv) instance.extraEnv = extraEnv;
    const fd = openSync(instance.logFile, 'a');
    writeSync(fd, `\n==== ${new Date().toISOString()} ${instance.id} starting on port ${instance.port}${Object.keys(instance.extraEnv).length ? ` with ${Object.keys(instance.extraEnv).join(', ')}` : ''}\n`);
    // Its own process group: the kill test's SIGKILL and the clean-up reach any process it starts.
    const child = spawn(bin('next'), nextStartArgs(instance.port), {
      env: this.instanceEnvironment(instance, instance.extraEnv),
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    closeSync(fd);
    instance.child = child;
    child.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    child.exited.then(() => {
      if (instance.child === child) instance.child = null;
    });
    await waitReady(instance, child);
    return instance;
  }

  /** SIGKILL, as a crash or an out-of-memory kill would: no graceful shutdown, nothing finished. */
  async killInstance(index) {
    const instance = this.instances[index];
    const child = instance.child;
    if (!child) throw new Error(`${instance.id} is not running`);
    killGroup(child, 'SIGKILL');
    await child.exited;
  }

  /** SIGTERM, the shop's graceful shutdown; SIGKILL if it has not exited after `graceMs`. */
  async stopInstance(index, graceMs = 30_000) {
    const child = this.instances[index].child;
    if (!child) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    await child.exited;
    clearTimeout(timer);
  }

  async restartInstance(index, extraEnv) {
    await this.stopInstance(index);
    return this.startInstance(index, extraEnv);
  }

  /**
   * (Re)starts HAProxy with its two server lines on the given instances: [0, 1] spreads the load
   * over both, [0, 0] sends everything to the first (the one-instance figure of the bench).
   */
  async startBalancer(lines = this.balancerLines) {
    await this.stopBalancer();
    this.balancerLines = lines;
    const [one, two] = lines.map((index) => `127.0.0.1:${this.instances[index].port}`);
    const fd = openSync(resolve(DATA_DIR, 'haproxy.log'), 'a');
    const child = spawn(this.haproxyPath, ['-db', '-f', HAPROXY_CONFIG], {
      env: { ...process.env, BALANCER_HOST: '127.0.0.1', BALANCER_PORT: String(this.port), SHOP_1: one, SHOP_2: two },
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    closeSync(fd);
    child.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    this.balancer = child;
    await this.waitBalanced();
  }

  async stopBalancer() {
    const child = this.balancer;
    if (!child) return;
    this.balancer = null;
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      await child.exited;
    }
  }

  /** Until the balancer answers ready through each of its server lines (X-Served-By names both). */
  async waitBalanced(timeoutMs = 30_000) {
    const seen = new Set();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.balancer?.exitCode !== null) throw new Error(`HAProxy exited (code ${this.balancer?.exitCode}); see ${DATA_DIR}/haproxy.log`);
      try {
        const response = await fetch(`${this.origin}/api/v2/health?ready=1`);
        await response.arrayBuffer();
        const server = response.headers.get('x-served-by');
        if (response.status === 200 && server) seen.add(server);
        if (seen.has('shop1') && seen.has('shop2')) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error(`The balancer on ${this.origin} did not answer ready through both server lines (seen: ${[...seen].join(', ') || 'none'}); see ${DATA_DIR}/haproxy.log`);
  }

  /** The last lines an instance wrote, for a failure's message. */
  tail(index, lines = 30) {
    try {
      return readFileSync(this.instances[index].logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  /** Stops the balancer and the instances, drops the database; safe to call twice. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    await this.stopBalancer().catch(() => {});
    await Promise.all(this.instances.map((instance) => this.stopInstance(instance.index, 10_000).catch(() => {})));
    await this.db?.end().catch(() => {});
    if (this.database) {
      await this.database.drop().catch((error) => this.log(`cluster: could not drop ${this.database.name}: ${error.message}`));
    }
    running.delete(this);
  }

  /** Synchronous last resort (process 'exit'): kills what still runs; the database stays. */
  killAll() {
    for (const child of [this.balancer, ...this.instances.map((instance) => instance.child)]) if (child) killGroup(child, 'SIGKILL');
  }
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

let watching = false;
function watchForInterruptions() {
  if (watching) return;
  watching = true;
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
    process.on(signal, async () => {
      console.error(`\ncluster: ${signal}: stopping the instances and dropping the database…`);
      await Promise.all([...running].map((cluster) => cluster.stop()));
      process.exit(code);
    });
  }
  process.on('exit', () => {
    for (const cluster of running) cluster.killAll();
  });
}

/** Until the instance answers `{ ready: true }`; fails early, with its log, if it exits. */
async function waitReady(instance, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = null;
  child.exited.then((result) => (exited = result));
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${instance.origin}/api/v2/health?ready=1`);
      const body = await response.text();
      if (response.status === 200 && JSON.parse(body).ready === true) return;
      last = `${response.status} ${body.slice(0, 300)}`;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  const log = readFileSync(instance.logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
  const why = exited ? `exited (${exited.signal ?? `code ${exited.code}`})` : `was not ready after ${READY_TIMEOUT_MS / 1000} s (last answer: ${last})`;
  throw new Error(`${instance.id} on port ${instance.port} ${why}. Its log (${instance.logFile}) ends:\n${log}`);
}

/** Refuses to start on a port another process answers on: its answers would be taken for ours. */
async function ensurePortFree(port) {
  const inUse = await new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
  if (inUse) throw new Error(`Port ${port} is in use; CLUSTER_PORT moves the cluster (balancer on it, instances on the next ports).`);
}

/** A database of its own on the server (the provider tests' throw-away databases), dropped by `drop()`. */
async function createDatabase(serverUrl, prefix) {
  const { createThrowawayDatabase } = await tsImport('../provider/db/throwaway-database.ts', import.meta.url);
  try {
    const database = await createThrowawayDatabase(serverUrl, prefix);
    return { ...database, name: new URL(database.url).pathname.slice(1) };
  } catch (error) {
    throw new Error(`Could not create a database on ${serverUrl} (POSTGRES_SERVER_URL): ${error.message}`);
  }
}

async function flushRedis(url) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
  try {
    await client.connect();
    await client.flushdb();
  } catch (error) {
    throw new Error(`Could not empty the Redis database ${url} (CLUSTER_REDIS_URL): ${error.message}`);
  } finally {
    client.disconnect();
  }
}
