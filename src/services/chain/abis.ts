/**
 * Human-readable ABIs of the contracts the app talks to (chain-interface.md). Custom errors are declared so reverts
 * decode by name. One module, so every call site and the error decoder share the same fragments.
 */

export const PUNK_TLD_ABI = [
  'function mint(string _domainName, address _domainHolder, address _referrer) payable returns (uint256)',
  'function getDomainHolder(string _domainName) view returns (address)',
  'function defaultNames(address) view returns (string)',
  'function getDomainData(string _domainName) view returns (string)',
  'function editDefaultDomain(string _domainName)',
  'function editData(string _domainName, string _data)',
  'function price() view returns (uint256)',
  'function referral() view returns (uint256)',
  'function buyingEnabled() view returns (bool)',
  'function totalSupply() view returns (uint256)',
  'function nameMaxLength() view returns (uint256)',
  'error DomainMintingDisabledForever()',
  'error DomainBuyingDisabled()',
  'error InsufficientPayment()',
  'error DomainNameEmpty()',
  'error DomainNameTooLong()',
  'error DomainNameContainsDots()',
  'error DomainNameContainsSpaces()',
  'error DomainAlreadyExists()',
  'error NotDomainHolder()',
  'error ReferralFeeTooHigh()',
  'error FailedToSendDomainPayment()',
  'error FailedToSendReferralFee()',
  'error FailedToSendRoyalty()',
  'error MetadataFrozen()',
  'event DomainCreated(address indexed user, address indexed owner, string fullDomainName)',
  'event DefaultDomainChanged(address indexed user, string defaultDomain)',
  'event DataChanged(address indexed user, string indexed domain)',
] as const

export const PUNK_MINTER_ABI = [
  'function mint(string _domainName, address _domainHolder, address _referrer) payable returns (uint256)',
  'function paused() view returns (bool)',
  'function referralFee() view returns (uint256)',
  'function price1char() view returns (uint256)',
  'function price2char() view returns (uint256)',
  'function price3char() view returns (uint256)',
  'function price4char() view returns (uint256)',
  'function price5char() view returns (uint256)',
] as const

export const ACTIVITY_POINTS_ABI = [
  'function getPoints(address user_) view returns (uint256)',
  'function getUserCount() view returns (uint256)',
  'function getUsers(uint256 fromIndex, uint256 length) view returns (address[])',
] as const

export const ERC20_ABI = [
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidReceiver(address receiver)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
] as const

export const MULTICALL3_ABI = [
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
] as const
