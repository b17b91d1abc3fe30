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
      globalSetup: '<rootDir>/devnet/test/globalSetup.ts',
      slowTestThreshold: 30,
      // A chain test sends and mines several transactions on its own anvil, ~1-2 s on a quiet machine; Jest's default
      // 5 s failed one of them on a busy CI machine (load average 9 on 2 cores).
      testTimeout: 30_000,
    },
  ],
}

export default config
