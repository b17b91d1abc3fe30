/**
 * Id of a message row: `<channel>:<mainIndex>` for a main message, `<channel>:<mainIndex>:<replyIndex>` for a reply
 * (the contract's own coordinates; the channel address lower-case). Shared by the handlers and the HTTP API.
 */
export function messageId(channelAddress: string, mainIndex: number, replyIndex?: number): string {
  const base = `${channelAddress.toLowerCase()}:${mainIndex}`
  return replyIndex === undefined ? base : `${base}:${replyIndex}`
}
