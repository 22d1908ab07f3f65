// scrypt's cost for new password hashes (passwords.server.ts), in a module of its own: every unit test worker sets
// the tests' cost before its file runs (tests/setup/unit-worker.ts), and this small module is all it loads for that,
// not the password checks' dictionaries.

export interface ScryptCost {
	N: number
	r: number
	p: number
}

const OWASP_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }
/**
 * The tests' cost (N = 2^10: about 2 ms a hash instead of 400 ms). The suites hash and check thousands of passwords,
 * and at OWASP's cost that was most of the unit tests' time. A stored hash names its own cost, so a check follows
 * the hash whatever the cost of the moment.
 */
const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 }
let cost = OWASP_COST

/** The cost new hashes are made at: OWASP's, or the tests' in a test runner that asked for it. */
export function hashCost(): ScryptCost {
	return cost
}

/**
 * New hashes at the tests' cost. Refused outside a test runner's process (Vitest sets VITEST, Playwright's workers
 * TEST_WORKER_INDEX): the server never calls it, and no setting reaches it.
 */
export function hashPasswordsAtTestCost(testCost = true) {
	if (!process.env.VITEST && process.env.TEST_WORKER_INDEX === undefined)
		throw new Error('Passwords are hashed at a test cost only in a test runner')
	cost = testCost ? TEST_COST : OWASP_COST
}
