import { PlaceholderPage } from './PlaceholderPage'

/** '/send-tokens?to=' — send coins and tokens. */
export default function SendTokensPage() {
  return <PlaceholderPage title="Send tokens" description="Send coins and tokens to a name or address. This page is being built." />
}
