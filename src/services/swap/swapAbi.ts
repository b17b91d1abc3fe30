/**
 * Human-readable ABIs of the swap screen's contracts (issue #13): the site SwapRouter (devnet/contracts/SwapRouter.sol,
 * surface of reference §3.7) with its custom errors, so reverts decode by name, and WETH9's wrap/unwrap.
 */
export const SWAP_ROUTER_ABI = [
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function getPriceImpact(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'function getPair(address tokenA, address tokenB) view returns (address)',
  'function feeBps() view returns (uint256)',
  'function uniswapRouter() view returns (address)',
  'function calculateETHForLiquidity(address token, uint256 amount) view returns (uint256)',
  'function calculateETHAndTokensToReceive(address token, uint256 lpAmount) view returns (uint256 amountToken, uint256 amountETH)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactETHForTokensWithReferrer(uint256 amountOutMin, address[] path, address to, uint256 deadline, address referrer) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForETHWithReferrer(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, address referrer) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokensWithReferrer(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, address referrer) returns (uint256[])',
  'error Expired()',
  'error ZeroAmount()',
  'error InvalidPath()',
  'error NoPool()',
  'error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)',
  'error EthTransferFailed()',
  'error UnexpectedEthSender()',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error SafeERC20FailedOperation(address token)',
] as const

/**
 * The exact-output part of Uniswap's UniswapV2Router02 (the @uniswap/v2-periphery artifact the devnet deploys; the
 * fragments are checked against it in swapAbi.test.ts). The site router has no exact-output swaps, so "I want 100
 * DEMO" trades on Uniswap's router, found through the site router's `uniswapRouter()`: without the site fee.
 */
export const UNISWAP_ROUTER_ABI = [
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[])',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[])',
] as const

/** WETH9: wrap (`deposit`, payable) and unwrap (`withdraw`) 1:1, plus the ERC-20 reads. */
export const WETH_ABI = [
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function balanceOf(address owner) view returns (uint256)',
] as const

/** What the picker reads of a pasted ERC-20 address. */
export const TOKEN_INFO_ABI = [
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function decimals() view returns (uint8)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
] as const
