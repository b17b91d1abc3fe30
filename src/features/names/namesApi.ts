import { chainApi, chainQuery } from '../../app/chainApi'
import { config } from '../../config'
import { toFullDomainName } from '../../lib/domainNames'
import type { MintPriceData } from '../../services/chain/reads'
import type { MintRequest } from '../../services/chain/writes'
import type { TxSummary } from '../../services/tx/runTransaction'
import { usernameCached } from '../cache/cacheSlice'

const addressId = (address: string) => address.toLowerCase()
const nameId = (name: string) => name.toLowerCase()

/** Chain endpoints for names (spec §7 name contract reads and writes). */
export const namesApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** The address's main name as a full name ('alice.demo'), or '' when it has none. Cached per spec §3. */
    getUsername: build.query<string, string>({
      queryFn: (address) =>
        chainQuery(async (chain) => {
          const name = await chain.readDefaultName(address)
          return name ? toFullDomainName(name, config.tldName) : ''
        }),
      providesTags: (_result, _error, address) => [{ type: 'Username', id: addressId(address) }],
      async onQueryStarted(address, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(usernameCached({ address, username: data, storedAt: Date.now() }))
        } catch {
          // The failure is the query's error state; nothing to cache.
        }
      },
    }),
    /** The holder of a name (with or without the tld); null when unregistered. */
    getDomainHolder: build.query<string | null, string>({
      queryFn: (name) => chainQuery((chain) => chain.readDomainHolder(name)),
      providesTags: (_result, _error, name) => [{ type: 'DomainHolder', id: nameId(name) }],
      keepUnusedDataFor: 30,
    }),
    /** The JSON data string of a name. */
    getDomainData: build.query<string, string>({
      queryFn: (name) => chainQuery((chain) => chain.readDomainData(name)),
      providesTags: (_result, _error, name) => [{ type: 'DomainData', id: nameId(name) }],
    }),
    getMintPrices: build.query<MintPriceData, void>({
      queryFn: () => chainQuery((chain) => chain.readMintPrices()),
      providesTags: ['MintPrice'],
      keepUnusedDataFor: 60,
    }),
    /** Mints a name for the connected user; resolves once confirmed (toasts come from the tx lifecycle). */
    mintDomain: build.mutation<TxSummary, MintRequest>({
      queryFn: (request) => chainQuery((chain) => chain.mintDomain(request)),
      invalidatesTags: (result, _error, request) =>
        result
          ? [
              { type: 'Username', id: addressId(request.holder) },
              { type: 'DomainHolder', id: nameId(request.domainName) },
              { type: 'DomainHolder', id: nameId(toFullDomainName(request.domainName, config.tldName)) },
              { type: 'NativeBalance', id: addressId(request.holder) },
              { type: 'Points', id: addressId(request.holder) },
            ]
          : [],
    }),
    /** Makes an owned name the user's main username (spec §2 Change username). */
    editDefaultDomain: build.mutation<TxSummary, { domainName: string; address: string }>({
      queryFn: ({ domainName }) => chainQuery((chain) => chain.editDefaultDomain(domainName)),
      invalidatesTags: (result, _error, { address }) => (result ? [{ type: 'Username', id: addressId(address) }] : []),
    }),
  }),
})

export const {
  useGetUsernameQuery,
  useGetDomainHolderQuery,
  useGetDomainDataQuery,
  useGetMintPricesQuery,
  useMintDomainMutation,
  useEditDefaultDomainMutation,
} = namesApi
