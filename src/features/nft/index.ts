/** The NFT launchpad feature (issue #15): its pages' views, for src/pages. */
export { LaunchpadView } from './LaunchpadView'
export { CollectionView } from './CollectionView'
export { CreateCollectionForm } from './CreateCollectionForm'
export { CollectionLinkCard } from './CollectionLinkCard'
