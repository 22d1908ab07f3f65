import { EventEmitter } from 'node:events'
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { describe, expect, test } from 'vitest'
import { capConnectionsPerAddress } from './connection.ts'

// The cap on open connections counts a directly connected client as the limits do: an IPv6 host holds a /64, and
// opening each connection from another address of it must not give it another cap.

/** A connection as the server is handed it: its peer's address, and whether the cap closed it. */
class FakeSocket extends EventEmitter {
	destroyed = false
	constructor(readonly remoteAddress: string) {
		super()
	}
	destroy() {
		this.destroyed = true
		this.emit('close')
		return this
	}
}

function cappedServer(most: number) {
	const server = new EventEmitter()
	capConnectionsPerAddress(server as Server, most)
	return (address: string) => {
		const socket = new FakeSocket(address)
		server.emit('connection', socket as unknown as Socket)
		return socket
	}
}

describe('The cap on open connections per address', () => {
	test('every address of one IPv6 /64 shares one cap; another /64 has its own', () => {
		const connect = cappedServer(3)
		const sockets = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:a:b:c:d', '2001:db8:1:2::1e'].map(connect)
		expect(sockets.map((socket) => socket.destroyed)).toEqual([false, false, false, true])
		expect(connect('2001:db8:1:3::1').destroyed).toBe(false)
		expect(connect('2001:db8:1:3::2').destroyed).toBe(false)
		// One closes: the /64 may open one more, from any of its addresses.
		sockets[0]!.destroy()
		expect(connect('2001:db8:1:2::99').destroyed).toBe(false)
		expect(connect('2001:db8:1:2::9a').destroyed).toBe(true)
	})

	test('an IPv4 address is one host, whether or not Node writes it inside an IPv6 address', () => {
		const connect = cappedServer(2)
		const sockets = ['203.0.113.5', '::ffff:203.0.113.5', '203.0.113.5'].map(connect)
		expect(sockets.map((socket) => socket.destroyed)).toEqual([false, false, true])
		expect(connect('203.0.113.6').destroyed).toBe(false)
	})
})
