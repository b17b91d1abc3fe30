import { useUsername } from '../../store/useUsername'

/**
 * Asks the chain for a connected user's name and so fills the names cache the left sidebar reads
 * (useCachedUsername). Renders nothing; its own chunk keeps the chain API off the first page (issue #18).
 */
export default function UsernameLoader({ address }: { address: string }) {
  useUsername(address)
  return null
}
