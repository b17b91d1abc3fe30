import { expect, test } from '../fixtures'

test.describe('RPC cost of the home page', () => {
  test('a returning user with a name loads the home page with batched reads', async ({
    app,
    rpc,
    devnet,
    account,
  }, testInfo) => {
    await devnet.mintName(account, devnet.uniqueName())
    await devnet.giveChatTokens(account.address, 5)
    await app.open('/')
    await app.connect()
    await expect((await app.profileCard()).getByRole('button', { name: 'Refresh activity points' })).toHaveText(/ AP$/)
    await rpc.waitForQuiet()

    // A reload: reconnect with the remembered wallet, then every read of the page (name, points, balances, prices).
    rpc.reset()
    await app.page.reload()
    await app.waitForConnected()
    await expect((await app.profileCard()).getByRole('button', { name: 'Refresh activity points' })).toHaveText(/ AP$/)
    await rpc.waitForQuiet()
    const stats = await rpc.report(testInfo, 'home-reload')

    // Reads are folded into Multicall3 batches (architecture.md): fewer eth_calls than contract reads.
    expect(stats.multicallBatches).toBeGreaterThanOrEqual(1)
    expect(stats.ethCalls).toBeLessThan(stats.contractReads)
  })
})
