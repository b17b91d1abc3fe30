const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const PATH_FORMS = ['/embed/', '/shorts/', '/v/', '/live/']

/**
 * The video id of a YouTube link in its watch (`youtube.com/watch?v=ID`), short (`youtu.be/ID`, `/shorts/ID`) or
 * embed (`/embed/ID`, `/v/ID`) form; null for anything else. The id must be 11 characters of [A-Za-z0-9_-], so an
 * embed URL built from it can carry nothing else.
 */
export function youtubeVideoId(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null
  else if (WATCH_HOSTS.has(host) && url.pathname === '/watch') id = url.searchParams.get('v')
  else if (EMBED_HOSTS.has(host)) {
    const form = PATH_FORMS.find((prefix) => url.pathname.startsWith(prefix))
    if (form) id = url.pathname.slice(form.length).split('/')[0] ?? null
  }
  return id && VIDEO_ID.test(id) ? id : null
}

/** Start offset in seconds from `t` or `start` ('90', '90s', '1m30s', '1h2m3s'); 0 when absent or malformed. */
export function youtubeStartSeconds(url: URL): number {
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start') ?? ''
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,6})s?)?$/.exec(raw)
  if (!raw || !match) return 0
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
}

/** The privacy-enhanced embed URL of a validated video id (youtube-nocookie.com sets no cookies until play). */
export function youtubeEmbedUrl(videoId: string, startSeconds = 0): string {
  if (!VIDEO_ID.test(videoId)) throw new Error('Not a YouTube video id')
  const start = Number.isSafeInteger(startSeconds) && startSeconds > 0 ? `?start=${startSeconds}` : ''
  return `https://www.youtube-nocookie.com/embed/${videoId}${start}`
}
