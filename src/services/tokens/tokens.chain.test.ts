import { Contract, parseEther } from 'ethers'
import { devnetAccount } from '../../../devnet/accounts'
import { revertOf } from '../../../devnet/revert'
import { takeSnapshot } from '../../../devnet/testChain'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import { setupAppChain } from '../../test/appChain'
import { ERC20_ABI } from '../chain/abis'
import { NATIVE_TRANSFER_GAS, readNativeTransferFee, sendTransfer } from './transfers'

const env = setupAppChain()
const addr = (i: number) => devnetAccount(i).address

const tokenBalance = (address: string) => {
  const { chain, config } = env()
  return new Contract(config.chatTokenAddress, ERC20_ABI, chain.provider).getFunction('balanceOf')(
    address,
  ) as Promise<bigint>
}

describe('sendTransfer', () => {
  let revert: () => Promise<void>
  beforeEach(async () => {
    revert = await takeSnapshot(env().chain.provider)
  })
  afterEach(async () => revert())

  it('sends the native coin: the recipient gets the exact amount, the sender pays amount + fee', async () => {
    const { chain } = env()
    const amount = parseEther('0.123456789012345678')
    const [senderBefore, recipientBefore] = await Promise.all([
      chain.provider.getBalance(addr(1)),
      chain.provider.getBalance(addr(6)),
    ])
    const tx = await sendTransfer(chain.signer(1), {
      tokenAddress: NATIVE_COIN_ADDRESS,
      to: addr(6),
      amountWei: amount.toString(),
    })
    const receipt = await tx.wait()
    if (!receipt) throw new Error('no receipt')
    const fee = receipt.gasUsed * receipt.gasPrice
    expect(receipt.gasUsed).toBe(NATIVE_TRANSFER_GAS)
    expect(await chain.provider.getBalance(addr(6))).toBe(recipientBefore + amount)
    expect(await chain.provider.getBalance(addr(1))).toBe(senderBefore - amount - fee)
  })

  it('sends the chat token with ERC-20 transfer: both balances change by exactly the amount', async () => {
    const { chain, config } = env()
    const amount = parseEther('12.5')
    const [senderBefore, recipientBefore] = await Promise.all([tokenBalance(addr(1)), tokenBalance(addr(2))])
    const tx = await sendTransfer(chain.signer(1), {
      tokenAddress: config.chatTokenAddress,
      to: addr(2),
      amountWei: amount.toString(),
    })
    expect((await tx.wait())?.status).toBe(1)
    expect(await tokenBalance(addr(1))).toBe(senderBefore - amount)
    expect(await tokenBalance(addr(2))).toBe(recipientBefore + amount)
  })

  it('sends the smallest unit of the chat token', async () => {
    const { chain, config } = env()
    const before = await tokenBalance(addr(7))
    await (
      await sendTransfer(chain.signer(3), { tokenAddress: config.chatTokenAddress, to: addr(7), amountWei: '1' })
    ).wait()
    expect(await tokenBalance(addr(7))).toBe(before + 1n)
  })

  it('refuses to send more tokens than the balance (ERC20InsufficientBalance)', async () => {
    const { chain, config } = env()
    const token = new Contract(config.chatTokenAddress, ERC20_ABI)
    const tooMuch = (parseEther('1000') + 1n).toString()
    const label = await revertOf(
      sendTransfer(chain.signer(4), { tokenAddress: config.chatTokenAddress, to: addr(2), amountWei: tooMuch }),
      token.interface,
    )
    expect(label).toBe('ERC20InsufficientBalance')
  })
})

describe('readNativeTransferFee', () => {
  it('is 21 000 gas at the current max fee per gas', async () => {
    const { chain, reader } = env()
    const fee = BigInt(await readNativeTransferFee(reader.provider))
    const feeData = await chain.provider.getFeeData()
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBe(NATIVE_TRANSFER_GAS * (feeData.maxFeePerGas ?? 0n))
  })
})
