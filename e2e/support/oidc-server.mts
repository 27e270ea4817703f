// The local OpenID Connect server standing in for Google and Facebook during the e2e run:
// node --import tsx e2e/support/oidc-server.mts <port> <shop origin>...
import { startOidcServer } from '../../tests/support/oidc-server';

const [port, ...shopOrigins] = process.argv.slice(2);
if (!port || shopOrigins.length === 0) {
  console.error('usage: node --import tsx e2e/support/oidc-server.mts <port> <shop origin>...');
  process.exit(2);
}

const server = await startOidcServer({ port: Number(port), shopOrigins });
console.info(`OpenID server for sign-in tests at ${server.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().finally(() => process.exit(0)));
}
