import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the platform', () => {
  it('runs the tests on the Node.js that package.json engines names (Node 24 LTS, from node_modules)', () => {
    const { engines, devDependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
    const required = Number(/(\d+)/.exec(engines.node)?.[1]);
    expect(required).toBe(24);
    // npm install brings that Node; the scripts run on it whatever Node the machine has.
    expect(devDependencies.node).toMatch(/^\^?24\./);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(required);
  });
});
