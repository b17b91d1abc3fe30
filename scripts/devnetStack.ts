import { compileContracts, deployAll, startAnvil, type DevnetAddresses } from '../devnet'

/** Same-origin paths the app's devnet profile uses, and the local services behind them. */
export type DevnetProxies = Record<string, string>

export interface DevnetStack {
  rpcUrl: string
  /** Where the contracts were deployed. */
  addresses: DevnetAddresses
  /** Path prefix → target URL, for the dev server and the static host. */
  proxies: DevnetProxies
  stop(): Promise<void>
}

export interface DevnetStackOptions {
  /** anvil port (0 = any free port). */
  rpcPort?: number
  /** Seconds per block; undefined = mine each transaction at once. */
  blockTimeSec?: number
  /** Rewrite src/config/devnet-addresses.json (default true; the e2e setup compares instead). */
  writeAddresses?: boolean
  log?: (message: string) => void
}

/**
 * Starts everything the devnet profile talks to: anvil (chain id 84532) with the project's contracts deployed and
 * seeded. Used by `npm start`, the e2e tests and the bench. `stop()` shuts it all down.
 */
export async function startDevnetStack({ rpcPort = 0, blockTimeSec, writeAddresses = true, log = () => {} }: DevnetStackOptions = {}): Promise<DevnetStack> {
  await compileContracts()
  const anvil = await startAnvil({ port: rpcPort, blockTimeSec })
  const stops: (() => Promise<void>)[] = [() => anvil.stop()]
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
  }
  try {
    log(`chain: anvil on ${anvil.rpcUrl} (chain id 84532)`)
    const addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses })
    log('contracts deployed and seeded')
    return { rpcUrl: anvil.rpcUrl, addresses, proxies: { '/devnet/rpc': anvil.rpcUrl }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
