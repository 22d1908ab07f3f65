// The social networks the site's header links to, and where a profile on each may be.
// Staff keep the addresses in Site content; every page links to them, so an address
// must lead to the network itself, over https: never to another site (a look-alike
// page, or one that collects what the link carries).

export const SOCIAL_NETWORKS = [
	{ id: 'facebook', name: 'Facebook', hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com'] },
	{ id: 'linkedin', name: 'LinkedIn', hosts: ['linkedin.com', 'www.linkedin.com', 'in.linkedin.com'] },
	{ id: 'instagram', name: 'Instagram', hosts: ['instagram.com', 'www.instagram.com'] },
	{ id: 'youtube', name: 'YouTube', hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'] },
] as const

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['id']

export function isSocialNetwork(key: string): key is SocialNetwork {
	return SOCIAL_NETWORKS.some((network) => network.id === key)
}

function networkOf(id: SocialNetwork) {
	return SOCIAL_NETWORKS.find((network) => network.id === id)!
}

/**
 * Whether an address leads to a page of the network's own site over https. Read as the
 * browser reads it (the WHATWG URL parser): "https://www.facebook.com@evil.example" is evil.example's.
 */
export function isProfileAddress(id: SocialNetwork, address: string) {
	if (!/^https:\/\/\S+$/i.test(address)) return false
	let url: URL
	try {
		url = new URL(address)
	} catch {
		return false
	}
	const hosts: readonly string[] = networkOf(id).hosts
	return url.protocol === 'https:' && !url.username && !url.password && !url.port && hosts.includes(url.hostname)
}

/** The rule in words for staff: "the profile’s address on facebook.com, as https://www.facebook.com/…". */
export function profileAddressRule(id: SocialNetwork) {
	const { hosts } = networkOf(id)
	const sites = hosts.filter((host) => !/^(www|m|in)\./.test(host))
	return `the profile’s address on ${sites.join(' or ')}, as https://${hosts[1]}/…, or nothing`
}
