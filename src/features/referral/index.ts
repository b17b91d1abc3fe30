/** What other features use of referrals (spec §2 referral dialog): the user's link and the copy field. */
export { CopyLinkField, COPIED_MESSAGE } from './CopyLinkField'
export { useReferralLink } from './useReferralLink'
