import { PlaceholderPage } from './PlaceholderPage'

/** '/airdrop' — airdrop claims. */
export default function AirdropPage() {
  return <PlaceholderPage title="Airdrop" description="Claim the chat token for your name or your activity points. Coming to this site later." />
}
