import { config } from '../../config'
import { absoluteUrl } from '../../lib/absoluteUrl'
import { winstonToAr } from '../../lib/arweave'
import { httpApi } from '../httpApi'

const ARWEAVE_ADDRESS = /^[A-Za-z0-9_-]{43}$/

/** What the upload endpoint's `GET /info` tells about itself (server/upload). */
interface UploaderInfo {
  arweaveAddress?: unknown
}

/**
 * The upload wallet's balance (spec §4 Startup: the permanent-storage balance). Its address is config.arweaveAddress,
 * else what the upload endpoint's `/info` names; the balance is `GET {arweaveNodeUrl}/wallet/{address}/balance` in
 * winston, returned in AR. A failed read leaves the balance unknown: posting stays possible and the endpoint keeps the
 * last word.
 */
export const uploaderApi = httpApi.injectEndpoints({
  endpoints: (build) => ({
    /** The upload wallet's Arweave address, or '' when the endpoint names none that looks like one. */
    getUploaderAddress: build.query<string, void>({
      query: () => absoluteUrl(`${config.uploadUrl}/info`),
      transformResponse: (info: UploaderInfo) =>
        typeof info.arweaveAddress === 'string' && ARWEAVE_ADDRESS.test(info.arweaveAddress) ? info.arweaveAddress : '',
    }),
    /** The balance of Arweave address `address` in AR. */
    getArweaveBalance: build.query<number, string>({
      query: (address) => ({
        url: absoluteUrl(`${config.arweaveNodeUrl}/wallet/${address}/balance`),
        responseHandler: 'text',
      }),
      transformResponse: (winston: string) => winstonToAr(winston),
    }),
  }),
})

const { useGetUploaderAddressQuery, useGetArweaveBalanceQuery } = uploaderApi

/**
 * Why uploads (message bodies and images) are off, or null when they are on: the upload wallet's balance is below
 * config.arweaveMinBalance. An unknown balance does not block. Reads only while `isActive` (a connected user who could
 * upload), so a reader's first page makes no such request.
 */
export function useUploadsBlockedReason(isActive: boolean): string | null {
  const configured = config.arweaveAddress
  const { data: named = '' } = useGetUploaderAddressQuery(undefined, { skip: !isActive || Boolean(configured) })
  const address = configured || named
  const { data: balance } = useGetArweaveBalanceQuery(address, { skip: !isActive || !address })
  return uploadsBlockedReason(balance)
}

/** The message for a balance in AR (undefined or NaN = unknown, which does not block). */
export function uploadsBlockedReason(balance: number | undefined): string | null {
  if (balance === undefined || Number.isNaN(balance) || balance >= config.arweaveMinBalance) return null
  return `Uploads of messages and pictures are paused: the storage wallet holds ${balance} AR, below the ${config.arweaveMinBalance} AR needed.`
}
