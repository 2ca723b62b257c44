import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The image and the manifests start the API themselves (deploy/): each must give it the flags
 * tools/runtime/api-node-flags.mjs lists, or production runs without what the benchmarks measured.
 */
const root = path.resolve(__dirname, '../..');
const flags = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'api-node-flags.mjs'), '--json'], {
    encoding: 'utf8',
  }),
) as { nodeOptions: string[]; v8Flags: string[] };
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The lines of `file` that start the API: its command or CMD. */
const apiCommands = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => line.includes('apps/api/dist/main.js') && !line.trimStart().startsWith('#'));

describe('the API process flags in deploy/', () => {
  it('lists V8 flags apart from the options Node accepts in NODE_OPTIONS', () => {
    expect(flags.v8Flags.length).toBeGreaterThan(0);
    for (const flag of flags.v8Flags) expect(process.allowedNodeEnvironmentFlags.has(flag)).toBe(false);
  });

  it.each(['deploy/Dockerfile', 'deploy/k8s/api.yaml', 'deploy/compose.yaml'])(
    '%s starts the API with every V8 flag',
    (file) => {
      const commands = apiCommands(file);
      expect(commands.length).toBeGreaterThan(0);
      for (const command of commands) for (const flag of flags.v8Flags) expect(command).toContain(flag);
    },
  );

  it("sets the Node options in the image's NODE_OPTIONS", () => {
    const nodeOptions = read('deploy/Dockerfile')
      .split('\n')
      .find((line) => line.startsWith('ENV NODE_OPTIONS='));
    // The Node of the test may lack a flag the image's Node 22 has: what it lists must be there.
    for (const flag of flags.nodeOptions) expect(nodeOptions).toContain(flag);
  });
});
