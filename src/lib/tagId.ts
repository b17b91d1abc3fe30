/**
 * The id of an RTK Query cache tag keyed by an address, a domain name or a label (`{ type: 'Username', id }`): the
 * key lower-cased, so a checksummed and a lower-case spelling of one address (or two casings of one name) name the
 * same cache entry, and a write's invalidation reaches every read of it. Every tag id of an address or name is built
 * here.
 */
export const tagId = (key: string): string => key.toLowerCase()
