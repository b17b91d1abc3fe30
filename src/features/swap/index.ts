/** The swap screens (issue #13): the Uniswap V2 form and the CoW Protocol widget page. */
export { SwapForm } from './SwapForm'
export { CowSwap } from './cow/CowSwap'
