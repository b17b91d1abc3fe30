import * as fs from 'node:fs'
import * as path from 'node:path'

/**
 * Absolute path of the devnet/ folder.
 * Under CommonJS (tsx and Jest here) that is `__dirname`; if the package ever becomes an ES module, `__dirname` is
 * gone, so fall back to walking up from the working directory to the folder that holds devnet/contracts.
 */
function findDevnetDir(): string {
  if (typeof __dirname === 'string') return __dirname
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'devnet', 'contracts'))) return path.join(dir, 'devnet')
    if (path.dirname(dir) === dir) throw new Error('Cannot find the devnet/ folder from ' + process.cwd())
  }
}

export const DEVNET_DIR = findDevnetDir()
export const REPO_ROOT = path.dirname(DEVNET_DIR)
export const CONTRACTS_DIR = path.join(DEVNET_DIR, 'contracts')
export const NODE_MODULES_DIR = path.join(REPO_ROOT, 'node_modules')
/** Compiler cache; gitignored. */
export const ARTIFACTS_FILE = path.join(DEVNET_DIR, 'build', 'artifacts.json')
/** The generated address book the app imports. */
export const ADDRESSES_FILE = path.join(REPO_ROOT, 'src', 'config', 'devnet-addresses.json')

/** True when `devnet/<fileName>` is the script Node was started with (e.g. `npx tsx devnet/deploy.ts`). */
export function isCliEntry(fileName: string): boolean {
  const entry = process.argv[1]
  return entry !== undefined && path.resolve(entry) === path.join(DEVNET_DIR, fileName)
}

/** Writes `contents` to `file` through a temporary file and a rename, so concurrent readers never see half a file. */
export function writeFileAtomic(file: string, contents: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, contents)
  fs.renameSync(tmp, file)
}
