import type { EIP1193Provider, WalletInit } from '@web3-onboard/common'
import type { TransactionRequest } from 'ethers'
import { JsonRpcProvider, Network, Wallet, getBytes, isHexString, parseEther } from 'ethers'
import type { AppConfig } from '../../config'
import { absoluteUrl } from '../../lib/absoluteUrl'
import { localStore } from '../storage/localStore'
import type { Eip1193Provider } from './types'

const KEY_STORAGE = 'devnet-wallet-key'
const START_BALANCE = parseEther('100')
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#5fd3a0"/><path d="M6 8h12v9H6z" fill="none" stroke="#0b1020" stroke-width="2"/><circle cx="15" cy="12.5" r="1.5" fill="#0b1020"/></svg>`

type Listener = (...args: never[]) => void

interface RpcRequestError extends Error {
  code: number
}

function rpcError(code: number, message: string): RpcRequestError {
  return Object.assign(new Error(message), { code })
}

/** The browser's own devnet key: each browser profile is a separate, fresh user. */
function loadOrCreateKey(): string {
  const stored = localStore.get(KEY_STORAGE)
  if (stored && /^0x[0-9a-fA-F]{64}$/.test(stored)) return stored
  const key = Wallet.createRandom().privateKey
  localStore.set(KEY_STORAGE, key)
  return key
}

interface TxParams {
  to?: string
  data?: string
  value?: string
  gas?: string
}

/**
 * An EIP-1193 provider that signs with a locally kept key and sends to the devnet's anvil. Only compiled into
 * devnet builds, so anyone can try the product without a browser extension. Funds itself with 100 ETH on anvil.
 */
export async function createDevnetProvider(config: AppConfig): Promise<Eip1193Provider> {
  const rpc = new JsonRpcProvider(absoluteUrl(config.chain.rpcUrl), Network.from(config.chain.chainId), {
    staticNetwork: true,
  })
  const wallet = new Wallet(loadOrCreateKey(), rpc)
  if ((await rpc.getBalance(wallet.address)) < START_BALANCE / 10n) {
    await rpc.send('anvil_setBalance', [wallet.address, `0x${START_BALANCE.toString(16)}`])
  }
  const listeners = new Map<string, Set<Listener>>()
  const chainIdHex = `0x${config.chain.chainId.toString(16)}`

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [wallet.address]
      case 'eth_chainId':
        return chainIdHex
      case 'net_version':
        return String(config.chain.chainId)
      case 'wallet_switchEthereumChain': {
        const [{ chainId } = { chainId: '' }] = params as { chainId: string }[]
        if (chainId.toLowerCase() !== chainIdHex) throw rpcError(4902, 'The devnet wallet only knows the devnet chain')
        return null
      }
      case 'wallet_addEthereumChain':
      case 'wallet_watchAsset':
      case 'wallet_revokePermissions':
        return method === 'wallet_watchAsset' ? true : null
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'personal_sign': {
        const [message] = params as string[]
        return wallet.signMessage(isHexString(message) ? getBytes(message ?? '0x') : (message ?? ''))
      }
      case 'eth_sendTransaction': {
        const [tx] = params as TxParams[]
        const request: TransactionRequest = {
          to: tx?.to,
          data: tx?.data,
          value: tx?.value ? BigInt(tx.value) : undefined,
          gasLimit: tx?.gas ? BigInt(tx.gas) : undefined,
        }
        return (await wallet.sendTransaction(request)).hash
      }
      default:
        return rpc.send(method, [...params])
    }
  }

  return {
    request: ({ method, params }) => handle(method, Array.isArray(params) ? params : []),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

/** The "Devnet wallet" tile of devnet builds (issue #2 part 5). */
export function devnetWallet(config: AppConfig): WalletInit {
  return () => ({
    label: 'Devnet wallet',
    getIcon: async () => ICON,
    getInterface: async () => ({ provider: (await createDevnetProvider(config)) as unknown as EIP1193Provider }),
  })
}
