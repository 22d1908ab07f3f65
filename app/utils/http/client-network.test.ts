import { describe, expect, test } from 'vitest'
import { addressForLimits, networkForLimits } from './client-network.ts'

describe('the client a limit counts', () => {
	test('an IPv4 address is counted as itself', () => {
		expect(addressForLimits('203.0.113.5')).toBe('203.0.113.5')
	})

	test('every address of one IPv6 /64 is one client, however it is written', () => {
		const one = addressForLimits('2001:db8:1:2::1')
		expect(one).toBe('2001:db8:1:2::/64')
		for (const other of [
			'2001:db8:1:2::1e',
			'2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
			'2001:db8:1:2:a:b:c:d',
			'2001:db8:1:2::1%eth0',
		])
			expect(addressForLimits(other)).toBe(one)
		expect(addressForLimits('2001:db8:1:3::1')).not.toBe(one)
		expect(addressForLimits('::1')).toBe('0:0:0:0::/64')
	})

	test('an IPv4 address inside an IPv6 one is the IPv4 address', () => {
		expect(addressForLimits('::ffff:203.0.113.5')).toBe('203.0.113.5')
		expect(addressForLimits('::ffff:cb00:7105')).toBe('203.0.113.5')
	})

	test('a port or brackets a proxy writes with the address do not make another client', () => {
		expect(addressForLimits('203.0.113.5:51234')).toBe('203.0.113.5')
		expect(addressForLimits(' 203.0.113.5 ')).toBe('203.0.113.5')
		expect(addressForLimits('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64')
		expect(addressForLimits('[2001:db8:1:2::1e]')).toBe('2001:db8:1:2::/64')
		expect(addressForLimits('[::ffff:203.0.113.5]:80')).toBe('203.0.113.5')
		expect(networkForLimits('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:0::/56')
	})

	test('a missing or unreadable address is one shared client', () => {
		expect(addressForLimits(undefined)).toBe('unknown')
		expect(addressForLimits('')).toBe('unknown')
		expect(addressForLimits('not an address')).toBe('not an address')
	})

	test('the looser network counter takes an IPv4 /24 and an IPv6 /56', () => {
		expect(networkForLimits('203.0.113.5')).toBe('203.0.113.0/24')
		expect(networkForLimits('203.0.113.250')).toBe('203.0.113.0/24')
		expect(networkForLimits('::ffff:203.0.113.5')).toBe('203.0.113.0/24')
		expect(networkForLimits('2001:db8:1:2::1')).toBe('2001:db8:1:0::/56')
		expect(networkForLimits('2001:db8:1:ff::1')).toBe('2001:db8:1:0::/56')
		expect(networkForLimits('2001:db8:1:100::1')).toBe('2001:db8:1:100::/56')
	})
})
