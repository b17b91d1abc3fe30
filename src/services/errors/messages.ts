/**
 * User-facing texts of the error module (spec §8 where it gives them). No dependencies, so first-page code can use
 * them without loading ethers.
 */
export const REJECTION_MESSAGE = 'You rejected the request in your wallet.'
export const TX_FAILED_MESSAGE = 'Transaction has failed.'
export const INSUFFICIENT_FUNDS_MESSAGE = 'Error: Your balance is too low to pay for this transaction and its gas.'
/** Fallback for failed reads (RTK Query errors of read endpoints). */
export const READ_FAILED_MESSAGE = 'Could not read from the chain. Please try again.'
