import { useSearchParams } from 'react-router-dom'
import { PostView } from '../features/chat/PostView'

/** '/post?id=<index>&channel=<general|memes-images|shill>' — one message, its replies and a reply composer. */
export default function PostPage() {
  const [search] = useSearchParams()
  return <PostView search={search} />
}
