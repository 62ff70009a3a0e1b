import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { nodeVersionProblem, requiredNodeMajor } from './node-version.mjs';

const onLinux = { execPath: '/usr/bin/node', platform: 'linux', arch: 'x64', required: 24 };

describe('node-version', () => {
  it('reads the required major from the workspace engines', () => {
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(requiredNodeMajor(root.engines.node)).toBe(24);
    expect(() => requiredNodeMajor('^24')).toThrow(/engines.node should read ">=N"/);
  });

  it('accepts Node 24 and newer', () => {
    expect(nodeVersionProblem({ ...onLinux, version: 'v24.21.0' })).toBeUndefined();
    expect(nodeVersionProblem({ ...onLinux, version: 'v26.1.0' })).toBeUndefined();
  });

  it('refuses Node 20 and says to run through pnpm where the registry has a package', () => {
    const problem = nodeVersionProblem({ ...onLinux, version: 'v20.20.2' });
    expect(problem).toContain(
      "Beacon Console's scripts need Node.js 24 or newer; this is Node.js 20.20.2 (/usr/bin/node).",
    );
    expect(problem).toContain('Run them through pnpm');
  });

  it('tells a machine without a registry package to install Node 24 itself', () => {
    const problem = nodeVersionProblem({ ...onLinux, platform: 'darwin', arch: 'arm64', version: 'v22.1.0' });
    expect(problem).toContain('The npm registry has no Node.js 24 package for darwin-arm64');
  });

  it('runs this test on a supported Node', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
