import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component tests for islands (ADR 057): an island rendered in a DOM (happy-dom) and driven the way
// a person drives it, with Testing Library. They are named *.dom.test.tsx so Deno's own test run
// (which takes every other *.test.ts(x)) leaves them to Vitest.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['web/**/*.dom.test.tsx'],
    restoreMocks: true,
    // Two cores shared with the database and the browser tests: one worker is plenty.
    maxWorkers: 1,
  },
});
