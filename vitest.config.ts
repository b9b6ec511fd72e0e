import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Components are written against React's API and tested on preact/compat, as the default build ships.
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  test: {
    environment: 'happy-dom',
    include: [
      'backend/**/*.test.ts',
      'shared/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'fixtures/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
