import * as fs from 'node:fs'
import * as path from 'node:path'
import { Contract, ContractFactory, keccak256, type InterfaceAbi, type Signer } from 'ethers'
import { deployContract, send, whenDeployed } from './contractHelpers'
import { NODE_MODULES_DIR } from './paths'

/** The prebuilt Uniswap V2 contracts the devnet deploys, and the npm package that ships each one. */
const UNISWAP_ARTIFACT_FILES = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
} as const

export type UniswapContractName = keyof typeof UNISWAP_ARTIFACT_FILES

/** ABI and creation bytecode (0x-prefixed, unlinked: none of these four needs a library) of one Uniswap contract. */
export interface UniswapArtifact {
  abi: InterfaceAbi
  bytecode: string
}

/**
 * The init-code hash UniswapV2Library.pairFor hard-codes in the published UniswapV2Router02 (keccak256 of the
 * UniswapV2Pair creation code the Uniswap team compiled for mainnet).
 */
export const PUBLISHED_PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

const cache = new Map<UniswapContractName, UniswapArtifact>()

/** Reads the shipped artifact of `name` from node_modules (their Solidity needs solc 0.5/0.6: we use the bytecode). */
export function uniswapArtifact(name: UniswapContractName): UniswapArtifact {
  const cached = cache.get(name)
  if (cached !== undefined) return cached
  const file = path.join(NODE_MODULES_DIR, UNISWAP_ARTIFACT_FILES[name])
  const parsed: { abi: InterfaceAbi; bytecode: string } = JSON.parse(fs.readFileSync(file, 'utf8'))
  const bytecode = parsed.bytecode.startsWith('0x') ? parsed.bytecode : `0x${parsed.bytecode}`
  const artifact = { abi: parsed.abi, bytecode }
  cache.set(name, artifact)
  return artifact
}

/** keccak256 of the UniswapV2Pair creation code the factory deploys with CREATE2 (what pairFor must hash). */
export function pairInitCodeHash(): string {
  const pair = uniswapArtifact('UniswapV2Pair').bytecode
  const factory = uniswapArtifact('UniswapV2Factory').bytecode
  // The factory embeds type(UniswapV2Pair).creationCode; make sure the shipped pair artifact is that same code.
  if (!factory.includes(pair.slice(2))) throw new Error('UniswapV2Factory does not embed the shipped UniswapV2Pair')
  return keccak256(pair)
}

/**
 * The UniswapV2Router02 creation code with its pair init-code hash checked against the factory's pair bytecode.
 * The shipped artifacts match (verified: keccak256(UniswapV2Pair.bytecode) == PUBLISHED_PAIR_INIT_CODE_HASH), so
 * the bytecode is returned unchanged. Should a future package version ship a pair whose hash differs, the 32-byte
 * constant (it occurs exactly once, as a PUSH32 operand inside pairFor) is replaced by the real hash, which is
 * what recompiling the router with the corrected UniswapV2Library would do; without that, every router call would
 * compute a pair address with no code behind it. Throws if the constant cannot be found exactly once.
 */
export function routerBytecode(): string {
  const router = uniswapArtifact('UniswapV2Router02').bytecode
  const actual = pairInitCodeHash()
  if (actual === PUBLISHED_PAIR_INIT_CODE_HASH) {
    if (!router.includes(actual.slice(2))) throw new Error('UniswapV2Router02 does not contain the pair init-code hash')
    return router
  }
  const published = PUBLISHED_PAIR_INIT_CODE_HASH.slice(2)
  const occurrences = router.split(published).length - 1
  if (occurrences !== 1) throw new Error(`Pair init-code hash found ${occurrences} times in UniswapV2Router02`)
  return router.replace(published, actual.slice(2))
}

/** The Uniswap V2 deployment: WETH9, the factory (fee switch off) and Router02. */
export interface UniswapDeployment {
  weth: Contract
  factory: Contract
  router: Contract
}

async function deployArtifact(
  name: UniswapContractName,
  bytecode: string,
  args: unknown[],
  signer: Signer,
): Promise<Contract> {
  const { abi } = uniswapArtifact(name)
  const deployed = await new ContractFactory(abi, bytecode, signer).deploy(...args)
  await whenDeployed(deployed)
  return new Contract(await deployed.getAddress(), abi, signer)
}

/**
 * Deploys the real Uniswap V2 from the npm packages' bytecode, from `deployer`: WETH9, UniswapV2Factory (the
 * deployer may set the protocol fee; it stays off) and UniswapV2Router02(factory, weth). Three transactions.
 */
export async function deployUniswap(deployer: Signer): Promise<UniswapDeployment> {
  const weth = await deployArtifact('WETH9', uniswapArtifact('WETH9').bytecode, [], deployer)
  const feeToSetter = await deployer.getAddress()
  const factory = await deployArtifact(
    'UniswapV2Factory',
    uniswapArtifact('UniswapV2Factory').bytecode,
    [feeToSetter],
    deployer,
  )
  const router = await deployArtifact(
    'UniswapV2Router02',
    routerBytecode(),
    [await factory.getAddress(), await weth.getAddress()],
    deployer,
  )
  return { weth, factory, router }
}

/**
 * Receives the frontend operator's share of the swap fee on the devnet. No one holds its key: it is a plain
 * address where the share piles up, so tests can read exactly what arrived.
 */
export const SWAP_FRONTEND_OPERATOR = '0x000000000000000000000000000000000000FEeD'

/** Addresses of the swap deployment (see DevnetAddresses). */
export interface SwapAddresses {
  weth: string
  uniswapV2Factory: string
  uniswapV2Router: string
  usdToken: string
  swapRouter: string
  /** The DEMO/WETH pair, i.e. its LP token (what the staking contract stakes). */
  demoWethPair: string
  usdWethPair: string
}

/**
 * The swap deployment, appended after the chat contracts: Uniswap V2 (3 txs), DevnetUsd, the site SwapRouter,
 * the router registered as an ActivityPoints reporter, and the DEMO/WETH and USD/WETH pairs created (empty: the
 * seed adds liquidity). The staking address stays unset; the staking deployment sets it.
 */
export async function deploySwap(
  deployer: Signer,
  deps: { activityPoints: Contract; chatTokenAddress: string },
): Promise<SwapAddresses> {
  const uni = await deployUniswap(deployer)
  const usd = await deployContract('DevnetUsd', [], deployer)
  const uniRouterAddress = await uni.router.getAddress()
  const swapRouter = await deployContract(
    'SwapRouter',
    [uniRouterAddress, await deps.activityPoints.getAddress(), SWAP_FRONTEND_OPERATOR],
    deployer,
  )
  const swapRouterAddress = await swapRouter.getAddress()
  await send(deps.activityPoints, 'setReporter', [swapRouterAddress, true])
  const wethAddress = await uni.weth.getAddress()
  const usdAddress = await usd.getAddress()
  await send(uni.factory, 'createPair', [deps.chatTokenAddress, wethAddress])
  await send(uni.factory, 'createPair', [usdAddress, wethAddress])
  const pairOf = async (token: string): Promise<string> => {
    const pair: unknown = await uni.factory.getFunction('getPair')(token, wethAddress)
    if (typeof pair !== 'string') throw new Error('getPair returned no address')
    return pair
  }
  return {
    weth: wethAddress,
    uniswapV2Factory: await uni.factory.getAddress(),
    uniswapV2Router: uniRouterAddress,
    usdToken: usdAddress,
    swapRouter: swapRouterAddress,
    demoWethPair: await pairOf(deps.chatTokenAddress),
    usdWethPair: await pairOf(usdAddress),
  }
}
