/** What other features use of the send screen (issue #15 Send NFT): the recipient checks and their preview. */
export { recipientFrom } from './recipient'
export type { Recipient } from './recipient'
export { RecipientPreview } from './RecipientPreview'
