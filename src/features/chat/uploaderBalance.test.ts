import { config } from '../../config'
import { arweaveBalanceLoaded } from '../../store/slices/environmentSlice'
import { loadUploaderBalance, selectUploadsBlockedReason, winstonToAr } from './uploaderBalance'

const ADDRESS = '2N_wwJTlkity08d4CfHuR-UF5OOvnUPr0brSdDI5qw4'

function fakeFetch(answers: Record<string, { status?: number; body: string }>) {
  return jest.fn(async (url: RequestInfo | URL) => {
    const answer = answers[String(url)]
    if (!answer) throw new Error(`unexpected ${String(url)}`)
    const status = answer.status ?? 200
    return {
      ok: status < 300,
      status,
      text: async () => answer.body,
      json: async () => JSON.parse(answer.body) as unknown,
    } as Response
  })
}

describe('winstonToAr', () => {
  it.each([
    ['0', 0],
    ['1000000000000', 1],
    ['20000000000', 0.02],
    ['123456789012345678', 123456.789012],
    ['-5', Number.NaN],
    ['1e12', Number.NaN],
    ['', Number.NaN],
  ])('%s winston → %s AR', (winston, ar) => {
    if (Number.isNaN(ar)) expect(winstonToAr(winston)).toBeNaN()
    else expect(winstonToAr(winston)).toBeCloseTo(ar, 6)
  })
})

describe('loadUploaderBalance (spec §4 Startup)', () => {
  it('asks the upload endpoint for its address when none is configured, then reads the balance in AR', async () => {
    const dispatch = jest.fn()
    const fetchImpl = fakeFetch({
      [`${config.uploadUrl}/info`]: { body: JSON.stringify({ arweaveAddress: ADDRESS }) },
      [`${config.arweaveNodeUrl}/wallet/${ADDRESS}/balance`]: { body: '100000000000000' },
    })
    await loadUploaderBalance(dispatch, fetchImpl)
    expect(dispatch).toHaveBeenCalledWith(arweaveBalanceLoaded(100))
  })

  it('leaves the balance unknown when it cannot be read', async () => {
    const dispatch = jest.fn()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await loadUploaderBalance(
      dispatch,
      fakeFetch({ [`${config.uploadUrl}/info`]: { body: '{"arweaveAddress":"<script>"}' } }),
    )
    expect(dispatch).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('selectUploadsBlockedReason', () => {
  const withBalance = (arweaveBalance: number | null) => ({
    environment: {
      web3Environment: 'standard' as const,
      isEnvironmentKnown: true,
      fileUploadEnabled: true,
      arweaveBalance,
    },
  })
  it('blocks below config.arweaveMinBalance (0.02 AR), with the reason', () => {
    expect(selectUploadsBlockedReason(withBalance(0.01))).toBe(
      'Uploads of messages and pictures are paused: the storage wallet holds 0.01 AR, below the 0.02 AR needed.',
    )
  })
  it.each([0.02, 5, null])('allows %s AR (null = unknown)', (balance) =>
    expect(selectUploadsBlockedReason(withBalance(balance))).toBeNull(),
  )
})
