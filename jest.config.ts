/** @jest-config-loader esbuild-register */
import type { Config } from 'jest'

/**
 * Two Jest projects:
 * - unit: fast tests of src/ (jsdom for components, `@jest-environment node` docblock for ethers-heavy files);
 * - chain: integration tests against a real anvil with the devnet contracts (`*.chain.test.ts`).
 * Browser journeys are Playwright (e2e/), not Jest.
 */
const tsTransform: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    {
      // Type-checking is `npm run lint` (tsc --noEmit); tests only transpile, which keeps them fast.
      tsconfig: { module: 'commonjs', moduleResolution: 'node', isolatedModules: true, jsx: 'react-jsx' },
      diagnostics: false,
    },
  ],
  // jose (JWT checks of the upload endpoint) ships ES modules only: transpiled to CommonJS for Jest.
  '/node_modules/jose/.+\\.js$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', allowJs: true, isolatedModules: true }, diagnostics: false },
  ],
}

const shared: Config = {
  transform: tsTransform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  moduleNameMapper: {
    '\\.(svg|png|jpg|jpeg|gif|webp)$': '<rootDir>/src/test/fileStub.ts',
  },
}

const config: Config = {
  // One worker per core: Jest's default (cores - 1) left one of this machine's two cores idle, and the chain files
  // mostly wait on their own anvil. Measured: 211 -> 123 s for both projects.
  maxWorkers: '100%',
  // testing-library's waits give up after 10 s (src/test/setupAfterEnv.ts) with a message naming what they waited for; Jest's default 5 s test
  // timeout raced them on a busy machine and failed with a bare "Exceeded timeout" instead (issue #34).
  testTimeout: 20_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: '<rootDir>/src/test/jsdomEnvironment.ts',
      setupFiles: ['<rootDir>/src/test/setupGlobals.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupAfterEnv.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.chain\\.test\\.tsx?$'],
    },
    {
      ...shared,
      displayName: 'chain',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.chain.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
      // One seeded devnet per worker, leased to each file by snapshot (devnet/testChainPool.ts); the teardown stops
      // it and fails the run if a test left a process behind.
      globalSetup: '<rootDir>/devnet/test/globalSetup.ts',
      globalTeardown: '<rootDir>/devnet/test/globalTeardown.ts',
      slowTestThreshold: 30,
      // testTimeout is a global option (a project's own is ignored): this file raises it for chain tests.
      setupFilesAfterEnv: ['<rootDir>/devnet/test/setupAfterEnv.ts'],
    },
  ],
}

export default config
