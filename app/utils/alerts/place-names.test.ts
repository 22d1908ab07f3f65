import { describe, expect, test } from 'vitest'
import { isInPlace, placesNamed } from './place-names.ts'

describe('Places in every script', () => {
	test('an alert for Pune in Marathi, Hindi or Telugu matches a job whose place is written only in English', () => {
		for (const alert of ['पुणे', 'పుణె', 'పూణే', 'pune', 'poona']) {
			expect(isInPlace(['hadapsar, pune'], alert), alert).toBe(true)
		}
	})

	test('and an alert typed in English matches a job whose place HR wrote in Telugu or Devanagari', () => {
		expect(isInPlace(['హైదరాబాద్'], 'hyderabad')).toBe(true)
		expect(isInPlace(['नागपूर'], 'nagpur')).toBe(true)
		expect(isInPlace(['जयपुर'], 'జైపూర్')).toBe(true)
	})

	test('another city is not a match, whatever its script; an unknown place still matches by its words', () => {
		expect(isInPlace(['pune'], 'मुंबई')).toBe(false)
		expect(isInPlace(['jaipur'], 'హైదరాబాద్')).toBe(false)
		expect(isInPlace(['kharadi, pune'], 'kharadi')).toBe(true)
		expect(isInPlace(['kharadi, pune'], 'baner')).toBe(false)
	})

	test('a longer name is read before the shorter one it holds', () => {
		expect(placesNamed('New Delhi')).toEqual(new Set(['delhi']))
		expect(placesNamed('Secunderabad')).toEqual(new Set(['secunderabad']))
	})
})
