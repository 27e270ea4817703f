// The shop runs on the Node.js that package.json's `engines` names (Node 24 LTS). `npm install`
// brings that Node as a dev dependency (the registry's `node` package) and npm puts it first on
// the PATH of every npm script, so `npm start` and `npm test` use it whatever Node the machine
// has (ADR 0013). Run directly with an older Node, the scripts stop here and say why.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const required = Number(/(\d+)/.exec(engines.node)?.[1]);
const running = Number(process.versions.node.split('.')[0]);

if (running < required) {
  console.error(
    `This is Node.js ${process.versions.node}; the shop needs Node.js ${required} or newer (package.json "engines").\n` +
      'Run it through npm (npm start, npm test, npm run …): after npm install, npm scripts use the Node ' +
      `${required} from node_modules. Or install Node.js ${required} LTS.`,
  );
  process.exit(1);
}
