import { Suspense, lazy } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../../config'
import { Card, CardTitle } from '../../../ui/Card'
import { Spinner } from '../../../ui/Spinner'
import { ROUTES } from '../../../config/routes'
import { isCowChain } from './cowChains'

const CowWidget = lazy(() => import(/* webpackChunkName: "cow-widget" */ './CowWidget'))

/** The sentence shown on a chain CoW Protocol does not serve. */
export const cowUnsupportedMessage = (chainName: string, chainId: number) =>
  `CoW Protocol does not serve ${chainName} (chain ${chainId}), the network this site runs on, so its swap cannot be shown here.`

/**
 * '/swap/cow' (issue #13): the CoW Protocol widget on a chain CoW serves; elsewhere (Base Sepolia, the devnet) a
 * plain explanation with a link to the Uniswap V2 swap, and no widget code or request to CoW at all.
 */
export function CowSwap() {
  const { chainId, name } = config.chain
  return (
    <Card aria-labelledby="cow-title">
      <CardTitle as="h1" id="cow-title">
        Swap with CoW Protocol
      </CardTitle>
      {isCowChain(chainId) ? (
        <Suspense fallback={<Spinner label="Loading the CoW Swap widget…" />}>
          <CowWidget />
        </Suspense>
      ) : (
        <Text>
          {cowUnsupportedMessage(name, chainId)} <Link to={ROUTES.swapUniV2}>Swap on Uniswap V2 instead</Link>.
        </Text>
      )}
    </Card>
  )
}

const Text = styled.p`
  margin: 0;
`
