/** Exact texts from product-spec.md that the identity journeys look for (the spec is the source of truth). */
export const TEXT = {
  confirmToast: 'Please confirm the transaction.',
  waitingToast:
    'Please wait for your transaction to confirm. Click on this notification to see transaction in the block explorer.',
  mintedToast: 'You have successfully minted a name!',
  usernameChangedToast: 'You have successfully changed your username!',
  notOwnerToast: 'You do not own this domain.',
  takenToast: 'This name is already taken',
  changeUsernameTitle: 'Change your username',
  changeUsernameText: 'Enter your new main username (you must own it):',
  unsupportedNetwork: 'Unsupported network',
  switchNetwork: 'Switch to Base Sepolia',
  mintButton: 'Mint username',
  alreadyConnectedToast: 'ConnectorAlreadyConnectedError Error, please try connecting again.',
} as const

/** The block explorer of the supported chain (config blockExplorerBaseUrl). */
export const EXPLORER = 'https://sepolia.basescan.org'

/** Base Sepolia's chain id, which the devnet uses too. */
export const SUPPORTED_CHAIN_ID = 84532
