#!/usr/bin/env node
// Runs a command against a fresh PostgreSQL database, dropped afterwards whatever happens:
//   node scripts/with-postgres-database.mjs npm run test:provider
// The server comes from POSTGRES_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import pg from 'pg';

const serverUrl = process.env.POSTGRES_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres-database.mjs <command> [args…]');
  process.exit(2);
}

const name = `shop_ci_${Date.now()}_${process.pid}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;

await admin(`create database "${name}"`);
console.info(`PostgreSQL database ${name} created on ${url.host}.`);
let code = 1;
try {
  code = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
} finally {
  await admin(`drop database if exists "${name}" with (force)`);
  console.info(`PostgreSQL database ${name} dropped.`);
}
process.exit(code);

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
