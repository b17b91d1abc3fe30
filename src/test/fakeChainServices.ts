/**
 * Test-only: an in-memory stand-in for the lazily loaded chain services (services/chain/chainServices.ts), for unit
 * tests of screens and hooks. Every read and write is a jest mock with a harmless default; override per test.
 * Use with: jest.mock('…/services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) })).
 */
import { TxFailedError, toAppError } from '../services/errors'
import type { MintPriceData } from '../services/chain/reads'

export const FAKE_TX_HASH = `0x${'ab'.repeat(32)}`

export function createFakeChain() {
  return {
    readDefaultName: jest.fn(async (_address: string): Promise<string> => ''),
    readDomainHolder: jest.fn(async (_name: string): Promise<string | null> => null),
    readDomainData: jest.fn(async (_name: string): Promise<string> => ''),
    readMintPrices: jest.fn(async (): Promise<MintPriceData> => ({
      pricesWei: ['1000000000000000'],
      referralFeeBips: 1000,
      isPaused: false,
    })),
    readPoints: jest.fn(async (_address: string): Promise<string> => '0'),
    readTokenBalance: jest.fn(async (_token: string, _address: string): Promise<string> => '0'),
    readNativeBalance: jest.fn(async (_address: string): Promise<string> => '0'),
    resolveReferrer: jest.fn(async (_ref: string, _userAddress?: string | null): Promise<string | null> => null),
    mintDomain: jest.fn(async (..._args: unknown[]) => ({ hash: FAKE_TX_HASH, blockNumber: 1 })),
    editDefaultDomain: jest.fn(async (..._args: unknown[]) => ({ hash: FAKE_TX_HASH, blockNumber: 1 })),
    resumePendingTransactions: jest.fn(async (..._args: unknown[]) => undefined),
    toAppError,
    TxFailedError,
  }
}
