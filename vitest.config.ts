import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous on purpose: no test may fail because the machine is slow or busy (CI runs the
    // suite on 2 cores, often beside other work). Speed is measured by `npm run bench`.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
