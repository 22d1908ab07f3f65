import net from 'node:net'

// Limits count a client by what one client holds. An IPv4 address is one connection (or one office or carrier
// behind it); an IPv6 client is handed a whole /64 by its provider (RFC 6177 advises /48 to /64 per site), so
// counting each of its 2^64 addresses apart would be no limit at all.
// https://www.rfc-editor.org/rfc/rfc6177

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
	if (net.isIPv6(address) === false) return undefined
	let text = address.split('%')[0]!
	const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
	if (dotted) {
		const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
		text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
	}
	const [head = '', tail] = text.split('::')
	const headGroups = head ? head.split(':') : []
	const tailGroups = tail ? tail.split(':') : []
	const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length
	return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) => parseInt(group, 16))
}

/** An IPv4 address written inside an IPv6 one (`::ffff:203.0.113.5`), as Node reports dual-stack clients. */
function mappedIpv4(groups: number[]) {
	const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
	return mapped ? `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}` : undefined
}

function prefix(groups: number[], bits: 48 | 56 | 64) {
	const kept = groups.slice(0, Math.ceil(bits / 16)).map((group, index) => {
		const groupBits = Math.min(16, bits - index * 16)
		return (group & ((0xffff << (16 - groupBits)) & 0xffff)).toString(16)
	})
	return `${kept.join(':')}::/${bits}`
}

/**
 * The address without the port or brackets some proxies write into X-Forwarded-For (`203.0.113.5:51234`,
 * `[2001:db8::1]:443`): the client picks its port, so a port kept would make each connection a client of its own.
 */
function withoutPort(address: string) {
	const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
	if (bracketed) return bracketed[1]!
	const ipv4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address)
	return ipv4 ? ipv4[1]! : address
}

/** The one client an address belongs to: an IPv4 address itself, an IPv6 address's /64. */
export function addressForLimits(given: string | undefined): string {
	const address = withoutPort(given?.trim() ?? '')
	if (!address) return 'unknown'
	if (net.isIPv4(address)) return address
	const groups = ipv6Groups(address)
	if (!groups) return address
	return mappedIpv4(groups) ?? prefix(groups, 64)
}

/** The network around a client, for looser counters: an IPv4 address's /24, an IPv6 address's /56. */
export function networkForLimits(address: string | undefined): string {
	const client = addressForLimits(address)
	if (net.isIPv4(client)) return `${client.split('.').slice(0, 3).join('.')}.0/24`
	const groups = ipv6Groups(client.split('/')[0]!.replace(/::$/, '::0'))
	return groups ? prefix(groups, 56) : client
}
