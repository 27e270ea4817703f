// Runs a command against a fresh PostgreSQL database, dropped afterwards whatever happens:
//   node --import tsx scripts/with-postgres-database.mts npm run test:provider
// The server comes from POSTGRES_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { createThrowawayDatabase } from '../provider/db/throwaway-database';

const serverUrl = process.env.POSTGRES_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node --import tsx scripts/with-postgres-database.mts <command> [args…]');
  process.exit(2);
}

const database = await createThrowawayDatabase(serverUrl, 'shop_ci');
console.info(`Created the PostgreSQL database ${new URL(database.url).pathname.slice(1)}.`);
let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: database.url } });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
} finally {
  await database.drop();
  console.info('Dropped it again.');
}
process.exit(code);
