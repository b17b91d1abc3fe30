import { PlaceholderPage } from './PlaceholderPage'

/** '/' — General discussion. The chat feed arrives with the chat issue. */
export default function HomePage() {
  return (
    <PlaceholderPage
      title="General discussion"
      description="The community chat: name holders post here, newest first. The live feed is being built."
    />
  )
}
