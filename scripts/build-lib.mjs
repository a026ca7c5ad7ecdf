// Builds the library for the npm package: lib/ holds src/index.ts and everything it imports,
// compiled to ESM JavaScript with .d.ts declarations (tsconfig.build.json). lib/ is not committed;
// `npm pack` and `npm publish` build it through the prepack script.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
rmSync('lib', { recursive: true, force: true });
execFileSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    stdio: 'inherit',
  },
);
