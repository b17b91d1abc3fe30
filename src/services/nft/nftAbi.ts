/**
 * Human-readable ABIs of the NFT launchpad (reference §3.8, issue #15): the launchpad (directory views proxied), a
 * bonding-curve collection (Nft721Bonding plus the ERC-721 reads a foreign collection may answer), the metadata
 * store and the collections' comments channel (CommentsContextV1). The devnet contracts and the ones deployed on
 * Base Sepolia share these fragments.
 */

export const NFT_LAUNCHPAD_ABI = [
  'function getFeaturedNftContracts(uint256 amount) view returns (address[])',
  'function getLastNftContracts(uint256 amount) view returns (address[])',
  'function getNftContracts(uint256 fromIndex, uint256 toIndex) view returns (address[])',
  'function getNftContractsArrayLength() view returns (uint256)',
  'function getNftContractAddress(string uniqueId) view returns (address)',
  'function isUniqueIdAvailable(string uniqueId) view returns (bool)',
  'function paused() view returns (bool)',
  'function price() view returns (uint256)',
  'function mintingFeePercentage() view returns (uint256)',
  'function maxNftNameLength() view returns (uint256)',
  'function launch(address contractOwner_, address referrer_, string mdDescription_, string mdImage_, string mdName_, string name_, string symbol_, string uniqueId_, uint256 ratio) payable',
  'event CollectionLaunch(address indexed contractOwner_, address indexed msgSender_, string name_, string uniqueId_, address indexed nftContract_)',
] as const

export const NFT_BONDING_ABI = [
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function owner() view returns (address)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function metadataAddress() view returns (address)',
  'function collectionPreview() view returns (string)',
  'function getMintPrice() view returns (uint256)',
  'function getBurnPrice() view returns (uint256)',
  'function ratio() view returns (uint256)',
  'function mintingFeePercentage() view returns (uint256)',
  'function pricingType() view returns (string)',
  'function mint(address to) payable returns (uint256)',
  'function burn(uint256 tokenId) returns (uint256)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
] as const

export const NFT_METADATA_ABI = [
  'function getCollectionDescription(address nftAddress) view returns (string)',
  'function getCollectionPreviewImage(address nftAddress) view returns (string)',
  'function getCollectionImages(address nftAddress) view returns (string[])',
  'function getCollectionMetadataType(address nftAddress) view returns (uint256)',
  'function getCollectionMetadataUrl(address nftAddress) view returns (string)',
  'function getCollectionName(address nftAddress) view returns (string)',
  'function getMetadata(address nftAddress, uint256 tokenId) view returns (string)',
  'function setDescription(address nftAddress, string description)',
  'function setCollectionPreview(address nftAddress, string url)',
  'function addImageToCollection(address nftAddress, string imageUrl)',
  'function removeImageFromCollectionByIndex(address nftAddress, uint256 index)',
  'function setMdTypeAndUrlOrImage(address nftAddress, uint256 mdType, string urlOrImage, string preview)',
] as const

const COMMENT_TUPLE = '(address author, uint256 createdAt, bool deleted, uint256 index, string url)'

export const NFT_COMMENTS_ABI = [
  `function fetchLastComments(bool includeDeleted, address subject, uint256 length) view returns (${COMMENT_TUPLE}[])`,
  `function fetchComments(bool includeDeleted, address subject, uint256 fromIndex, uint256 length) view returns (${COMMENT_TUPLE}[])`,
  `function getComment(address subject, uint256 commentIndex) view returns (${COMMENT_TUPLE})`,
  'function getCommentCount(address subject) view returns (uint256)',
  'function isUserMod(address user) view returns (bool)',
  'function price() view returns (uint256)',
  'function paused() view returns (bool)',
  'function suspended(address user) view returns (bool)',
  'function createComment(address subject, string url) payable',
  'function deleteComment(address subject, uint256 commentIndex)',
  'function restoreComment(address subject, uint256 commentIndex)',
] as const
