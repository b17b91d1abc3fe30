/** @jest-environment node */
import { Wallet } from 'ethers'
import { SiweMessage } from 'siwe'
import { UPLOAD_SIGN_IN_STATEMENT, signInMessage } from '../../protocol/upload'

describe('signInMessage (EIP-4361)', () => {
  it('is the siwe library’s own text for the same fields', () => {
    const fields = {
      domain: 'demo.social',
      address: Wallet.createRandom().address,
      uri: 'https://demo.social',
      chainId: 84532,
      nonce: 'a1b2c3d4e5f6g7h8',
      issuedAt: '2026-11-25T11:00:00.000Z',
      expirationTime: '2026-11-25T23:00:00.000Z',
    }
    const reference = new SiweMessage({ ...fields, statement: UPLOAD_SIGN_IN_STATEMENT, version: '1' })
    expect(signInMessage(fields)).toBe(reference.prepareMessage())
    expect(new SiweMessage(signInMessage(fields))).toMatchObject({ ...fields, statement: UPLOAD_SIGN_IN_STATEMENT })
  })
})
