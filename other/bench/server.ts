import net from 'node:net'

export async function freePort() {
	return new Promise<number>((resolve) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const address = server.address() as net.AddressInfo
			server.close(() => resolve(address.port))
		})
	})
}

export async function waitForHealth(base: string, timeoutMs = 60_000) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		try {
			if ((await fetch(`${base}/healthz`)).ok) return
		} catch {
			// not up yet
		}
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error('The server did not start')
}
