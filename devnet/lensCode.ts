import * as path from 'node:path'
import { compileContracts } from './compile'
import { REPO_ROOT, isCliEntry, writeFileAtomic } from './paths'

/** The app's copy of the lens's creation code (the app sends it in an eth_call; it is never deployed). */
export const LENS_CODE_FILE = path.join(REPO_ROOT, 'src', 'services', 'chat', 'authorProfilesLensCode.ts')

/** The source of LENS_CODE_FILE for the lens's current creation code. */
export async function lensCodeSource(): Promise<string> {
  const { bytecode } = (await compileContracts()).AuthorProfilesLens
  return `/**
 * Creation code of devnet/contracts/AuthorProfilesLens.sol (solc settings of devnet/compile.ts). Generated: run
 * \`npx tsx devnet/lensCode.ts\` after changing the contract; a chain test checks that this copy is current.
 */
export const AUTHOR_PROFILES_LENS_CODE =
  '${bytecode}'
`
}

if (isCliEntry('lensCode.ts')) {
  lensCodeSource().then(
    (source) => {
      writeFileAtomic(LENS_CODE_FILE, source)
      process.stdout.write(`wrote ${LENS_CODE_FILE}\n`)
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    },
  )
}
