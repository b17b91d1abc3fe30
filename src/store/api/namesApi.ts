import { chainApi, chainQuery } from '../chainApi'
import { config } from '../../config'
import { toFullDomainName, usernameFromName } from '../../lib/domainNames'
import type { MintPriceData } from '../../services/chain/reads'
import type { MintRequest } from '../../services/chain/writes'
import type { TxSummary } from '../../services/tx/runTransaction'
import { usernameCached } from '../slices/cacheSlice'
import { tagId } from '../../lib/tagId'

/** What a mint changes on chain: the holder's name, balance and points, and the name's holder. */
export function mintTags({ holder, domainName }: Pick<MintRequest, 'holder' | 'domainName'>) {
  return [
    { type: 'Username', id: tagId(holder) },
    { type: 'DomainHolder', id: tagId(domainName) },
    { type: 'DomainHolder', id: tagId(toFullDomainName(domainName, config.tldName)) },
    { type: 'NativeBalance', id: tagId(holder) },
    { type: 'Points', id: tagId(holder) },
  ] as const
}

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
      providesTags: (_result, _error, address) => [{ type: 'Username', id: tagId(address) }],
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
      providesTags: (_result, _error, name) => [{ type: 'DomainHolder', id: tagId(name) }],
      keepUnusedDataFor: 30,
    }),
    /** The JSON data string of a name. */
    getDomainData: build.query<string, string>({
      queryFn: (name) => chainQuery((chain) => chain.readDomainData(name)),
      providesTags: (_result, _error, name) => [{ type: 'DomainData', id: tagId(name) }],
    }),
    getMintPrices: build.query<MintPriceData, void>({
      queryFn: () => chainQuery((chain) => chain.readMintPrices()),
      providesTags: ['MintPrice'],
      keepUnusedDataFor: 60,
    }),
    /**
     * Mints a name for the connected user; resolves once confirmed (toasts come from the tx lifecycle). The TLD makes
     * it the holder's main name only when the holder had none, so only then is it shown as the username at once
     * (spec §4 Mint flow); otherwise the main name stays as the chain has it.
     */
    mintDomain: build.mutation<TxSummary, MintRequest>({
      queryFn: (request) => chainQuery((chain) => chain.mintDomain(request, mintTags(request))),
      invalidatesTags: (result, _error, request) => (result ? mintTags(request) : []),
      async onQueryStarted(request, { dispatch, getState, queryFulfilled }) {
        const before = namesApi.endpoints.getUsername.select(request.holder)(getState()).data
        try {
          await queryFulfilled
        } catch {
          return
        }
        if (before !== '') return
        const username = usernameFromName(request.domainName, config.tldName)
        dispatch(namesApi.util.upsertQueryData('getUsername', request.holder, username))
        dispatch(usernameCached({ address: request.holder, username, storedAt: Date.now() }))
      },
    }),
    /** Makes an owned name the user's main username (spec §2 Change username); the stored username follows. */
    editDefaultDomain: build.mutation<TxSummary, { domainName: string; address: string }>({
      queryFn: ({ domainName, address }) =>
        chainQuery((chain) => chain.editDefaultDomain(domainName, [{ type: 'Username', id: tagId(address) }])),
      invalidatesTags: (result, _error, { address }) => (result ? [{ type: 'Username', id: tagId(address) }] : []),
      async onQueryStarted({ domainName, address }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
        } catch {
          return
        }
        const username = toFullDomainName(domainName, config.tldName)
        dispatch(namesApi.util.upsertQueryData('getUsername', address, username))
        dispatch(usernameCached({ address, username, storedAt: Date.now() }))
      },
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
