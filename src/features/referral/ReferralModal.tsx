import { config } from '../../config'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { CopyLinkField } from './CopyLinkField'
import { useReferralLink } from './useReferralLink'

/** Spec §2 Referral dialog: 'Share referral link'. */
export default function ReferralModal({ onClose }: { onClose: () => void }) {
  const link = useReferralLink()
  return (
    <Modal
      isOpen
      title="Share referral link"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>Share your referral link and earn referral fees{config.features.activityPoints && ' (and activity points)'}</p>
      {link ? <CopyLinkField id="referral-link-dialog" link={link} /> : <p>Connect your wallet to get your link.</p>}
    </Modal>
  )
}
