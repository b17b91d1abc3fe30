import { chainApi, withModule } from '../../store/chainApi'
import type { ActivityPointsClaim, DomainClaim } from '../../services/airdrop/airdropReads'
import { loadAirdropServices } from '../../services/airdrop/loadAirdropServices'
import type { TxSummary } from '../../services/tx/runTransaction'
import { tagId } from '../../lib/tagId'

const nameTag = (key: string) => ({ type: 'Airdrop' as const, id: `name:${key}` })
const pointsTag = (address: string) => ({ type: 'Airdrop' as const, id: `points:${tagId(address)}` })
const balanceTags = (address: string) => [
  { type: 'TokenBalance' as const, id: tagId(address) },
  { type: 'NativeBalance' as const, id: tagId(address) },
]

/**
 * Chain endpoints of /airdrop (issue #14): a name's claim state, the wallet's activity points claim, and both
 * claims, which wait for their receipt and then refresh the claim and the balances it changed.
 */
export const airdropApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** A name's airdrop (holder, claimed, eligible, reward); the argument is the registry key (see toRegistryKey). */
    getDomainClaim: build.query<DomainClaim, string>({
      queryFn: (domainName) => withModule(loadAirdropServices, (services) => services.readNameClaim(domainName)),
      providesTags: (result, _error, domainName) => [nameTag(result?.domainName ?? domainName)],
      keepUnusedDataFor: 30,
    }),
    /** The wallet's activity points airdrop (preview, claimed). */
    getActivityPointsClaim: build.query<ActivityPointsClaim, string>({
      queryFn: (address) => withModule(loadAirdropServices, (services) => services.readPointsClaim(address)),
      providesTags: (_result, _error, address) => [pointsTag(address)],
    }),
    /** Claims for a name: the holder's chat tokens and the sender's gas change. */
    claimDomainAirdrop: build.mutation<
      TxSummary,
      { domainName: string; holder: string; sender: string; successMessage: string }
    >({
      queryFn: ({ domainName, successMessage }) =>
        withModule(loadAirdropServices, (services) => services.claimName(domainName, successMessage)),
      invalidatesTags: (result, _error, { domainName, holder, sender }) =>
        result ? [nameTag(domainName), ...balanceTags(holder), ...balanceTags(sender)] : [],
    }),
    /** Claims the wallet's activity points airdrop. */
    claimActivityPointsAirdrop: build.mutation<TxSummary, { owner: string; successMessage: string }>({
      queryFn: ({ successMessage }) =>
        withModule(loadAirdropServices, (services) => services.claimPoints(successMessage)),
      invalidatesTags: (result, _error, { owner }) => (result ? [pointsTag(owner), ...balanceTags(owner)] : []),
    }),
  }),
})

export const {
  useGetDomainClaimQuery,
  useGetActivityPointsClaimQuery,
  useClaimDomainAirdropMutation,
  useClaimActivityPointsAirdropMutation,
} = airdropApi
