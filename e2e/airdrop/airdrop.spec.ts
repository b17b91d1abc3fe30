import { Contract, parseEther } from 'ethers'
import { expect, test } from '../fixtures'

const TEXT = {
  confirmToast: 'Please confirm the transaction.',
  waitingToast: /^Please wait for your transaction to confirm/,
  nameClaimed: (fullName: string) => `You have claimed 100 DEMO for ${fullName}!`,
  pointsClaimed: (demo: string) => `You have claimed ${demo} DEMO for your activity points!`,
} as const

/** 'e2e-abc…' → '0x7099...79C8' as the screen shortens a holder (first 6, last 4). */
const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

test.describe('Airdrop', () => {
  test('Domain holders: any name, its state, and a claim that pays the holder once, whatever the case', async ({
    app,
    page,
    devnet,
    wallet,
  }) => {
    const holder = await devnet.createAccount()
    const { name, fullName } = await devnet.mintName(holder, devnet.uniqueName())
    await app.open('/airdrop')
    await app.connect()
    const card = page.getByRole('region', { name: 'Airdrop' })
    await expect(card.getByRole('tab', { name: 'Domain holders' })).toHaveAttribute('aria-selected', 'true')
    const panel = card.getByRole('tabpanel', { name: 'Domain holders' })
    const input = panel.getByRole('textbox', { name: 'Name' })
    const status = panel.getByTestId('airdrop-name-status')

    // A name nobody holds cannot claim.
    const nobody = devnet.uniqueName()
    await input.fill(nobody)
    await expect(status).toHaveText(`Nobody holds ${nobody}.demo, so it has nothing to claim.`)
    await expect(panel.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled()

    // The holder's name, typed in capitals with the tld: claimable by anyone, paid to the holder.
    await input.fill(`${name.toUpperCase()}.demo`)
    await expect(status).toHaveText(`${fullName} can claim 100 DEMO, sent to its holder ${short(holder.address)}.`)
    expect(await devnet.chatTokenBalance(holder.address)).toBe(0n)
    const myDemoBefore = await devnet.chatTokenBalance(wallet.address)
    await panel.getByRole('button', { name: `Claim 100 DEMO for ${fullName}` }).click()
    await expect(app.toast(TEXT.nameClaimed(fullName))).toBeVisible()
    expect(await devnet.chatTokenBalance(holder.address)).toBe(parseEther('100'))
    expect(await devnet.chatTokenBalance(wallet.address)).toBe(myDemoBefore)
    await expect(status).toHaveText(`${fullName} has already claimed its airdrop.`)
    await expect(panel.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled()

    // Another case variant is the same name: already claimed, and the contract refuses it too.
    await input.fill(name)
    await expect(status).toHaveText(`${fullName} has already claimed its airdrop.`)
    const claimer = new Contract(
      devnet.addresses.airdropClaimDomains,
      ['function claim(string)', 'error AlreadyClaimed()'],
      devnet.signer(holder),
    )
    await expect(
      claimer.getFunction('claim').staticCall(name.slice(0, 1).toUpperCase() + name.slice(1)),
    ).rejects.toThrow(/AlreadyClaimed|execution reverted/)
    expect(await devnet.chatTokenBalance(holder.address)).toBe(parseEther('100'))
  })

  test('a holder is offered their own name for the check (issue #39)', async ({ app, page, devnet, account }) => {
    const { name, fullName } = await devnet.mintName(account, devnet.uniqueName())
    await app.open('/airdrop')
    await app.connect()
    const panel = page.getByRole('tabpanel', { name: 'Domain holders' })
    const useMine = panel.getByRole('button', { name: `Use my name (${fullName})` })
    await useMine.click()
    await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
    await expect(panel.getByTestId('airdrop-name-status')).toHaveText(
      `${fullName} can claim 100 DEMO, sent to its holder ${short(account.address)}.`,
    )
    // The name is in the field: the offer has done its job.
    await expect(useMine).toHaveCount(0)
  })

  test('Activity Points: the wallet’s preview, the claim, a clear claimed state, and the tab remembered', async ({
    app,
    page,
    devnet,
    wallet,
    account,
  }) => {
    // A 14-character name costs 0.001 ETH: 1 DEMO at the devnet's 1000 DEMO per ETH spent.
    const { priceWei } = await devnet.mintName(account, devnet.uniqueName())
    expect(priceWei).toBe(parseEther('0.001'))
    await app.open('/airdrop')
    await app.connect()
    const card = page.getByRole('region', { name: 'Airdrop' })
    await card.getByRole('tab', { name: 'Activity Points' }).click()
    const panel = card.getByRole('tabpanel', { name: 'Activity Points' })
    const status = panel.getByTestId('airdrop-points-status')
    await expect(status).toHaveText('You can claim 1 DEMO.')
    const before = await devnet.chatTokenBalance(wallet.address)
    await panel.getByRole('button', { name: 'Claim 1 DEMO' }).click()
    await expect(app.toast(TEXT.pointsClaimed('1'))).toBeVisible()
    expect(await devnet.chatTokenBalance(wallet.address)).toBe(before + parseEther('1'))
    await expect(status).toHaveText('You have claimed your activity points airdrop.')
    await expect(panel.getByRole('button', { name: /Claim/ })).toHaveCount(0)

    // The open tab is remembered (persisted with the settings) across a reload.
    await page.reload()
    await app.waitForConnected()
    await expect(card.getByRole('tab', { name: 'Activity Points' })).toHaveAttribute('aria-selected', 'true')
    await expect(status).toHaveText('You have claimed your activity points airdrop.')
  })

  test('Activity Points: a wallet that spent nothing has nothing to claim', async ({ app, page }) => {
    await app.open('/airdrop')
    await app.connect()
    const card = page.getByRole('region', { name: 'Airdrop' })
    await card.getByRole('tab', { name: 'Activity Points' }).click()
    const panel = card.getByRole('tabpanel', { name: 'Activity Points' })
    await expect(panel.getByTestId('airdrop-points-status')).toHaveText(
      'You have nothing to claim: spend on names or swaps to earn a share.',
    )
    await expect(panel.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled()
  })

  test('a rejected claim leaves no spinner and mints nothing', async ({ app, page, devnet, wallet }) => {
    const holder = await devnet.createAccount()
    const { name, fullName } = await devnet.mintName(holder, devnet.uniqueName())
    await app.open('/airdrop')
    await app.connect()
    const panel = page.getByRole('region', { name: 'Airdrop' }).getByRole('tabpanel', { name: 'Domain holders' })
    await panel.getByRole('textbox', { name: 'Name' }).fill(name)
    const claim = panel.getByRole('button', { name: `Claim 100 DEMO for ${fullName}` })

    const tx = wallet.holdNextTransaction()
    await claim.click()
    await tx.requested
    await expect(app.toast(TEXT.confirmToast)).toBeVisible()
    tx.reject()

    await expect(app.toast(TEXT.confirmToast)).toHaveCount(0)
    await expect(claim).toBeEnabled()
    await expect(claim).not.toHaveAttribute('aria-busy')
    await expect(page.getByTestId('spinner')).toHaveCount(0)
    await expect(app.toast(TEXT.waitingToast)).toHaveCount(0)
    await expect(app.toast(TEXT.nameClaimed(fullName))).toHaveCount(0)
    expect(await devnet.chatTokenBalance(holder.address)).toBe(0n)
  })
})
