import { useSearchParams } from 'react-router-dom'
import { FeatureGate } from './FeatureGate'
import { SendTokensForm } from '../features/sendTokens/SendTokensForm'

/** '/send-tokens?to=' — send the native coin or the chat token to a name or address. */
export default function SendTokensPage() {
  const [searchParams] = useSearchParams()
  const to = searchParams.get('to') ?? ''
  return (
    <FeatureGate feature="sendTokens" title="Send tokens">
      <SendTokensForm key={to} initialTo={to} />
    </FeatureGate>
  )
}
