import { compileContracts } from '../compile'

/**
 * Jest globalSetup of the chain project: compile once before the workers start, so every test file reads the
 * cached artifacts instead of running solc-js (seconds per file on this machine) in parallel.
 */
export default async function globalSetup(): Promise<void> {
  await compileContracts()
}
