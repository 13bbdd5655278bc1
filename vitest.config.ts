import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A few unit tests hash passwords, build archives or compile the block forms: on a
          // loaded 2-core machine that took over the default 5 s; a passing test never waits.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Limits sized for a loaded 2-core CI run: several tests start servers (PostgreSQL
          // included) two or three times. A passing test never waits for them.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // Each file starts its own PostgreSQL; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // expect.poll waits for something to happen (a worker's write, a log line): on a
          // loaded machine that can take seconds; a passing poll returns as soon as it holds.
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          maxWorkers: 1,
          // The page reacting (hydration, a list reloading) can take seconds on a loaded machine.
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
