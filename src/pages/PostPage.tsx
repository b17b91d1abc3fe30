import { PlaceholderPage } from './PlaceholderPage'

/** '/post?id=&channel=' — one message and its replies. */
export default function PostPage() {
  return <PlaceholderPage title="Post" description="A message with its replies. This page is being built." />
}
