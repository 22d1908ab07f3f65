import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createRateLimiter, type Db } from './db.server.ts'

// Rate limits counted in the database (see createRateLimiter), so that two
// instances behind a load balancer allow together what one would.

export interface LimitRule {
	/** Names the counter; keys of different rules never meet. */
	name: string
	points: number
	durationSeconds: number
}

export type LimitResult = { allowed: true; remaining?: number } | { allowed: false; retryAfterSeconds: number }

export const LIMITS = {
	/** Every request that changes something, per client address (RATE_LIMIT_POSTS_PER_MINUTE). */
	posts: (perMinute: number): LimitRule => ({ name: 'posts', points: perMinute, durationSeconds: 60 }),
	/** Contact enquiries per client address (CONTACT_LIMIT_PER_HOUR). */
	enquiries: (perHour: number): LimitRule => ({ name: 'enquiries', points: perHour, durationSeconds: 3600 }),
	/** "Has this e-mail applied?" look-ups of the compatibility API, per client address. */
	applicationLookups: { name: 'lookups', points: 20, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Applications per client address (APPLY_LIMIT_PER_HOUR). */
	applicationsAddress: (perHour: number): LimitRule => ({
		name: 'apply-address',
		points: perHour,
		durationSeconds: 3600,
	}),
	/** Applications per e-mail address and per mobile number, whatever the client address. */
	applicationsPerson: (perHour: number): LimitRule => ({
		name: 'apply-person',
		points: perHour,
		durationSeconds: 3600,
	}),
	/** Files uploaded through the compatibility API per client address: three per application and some retries. */
	apiUploadsAddress: (applicationsPerHour: number): LimitRule => ({
		name: 'api-uploads',
		points: applicationsPerHour * 4,
		durationSeconds: 3600,
	}),
	/** Staff sign-in attempts per client address. */
	signInAddress: { name: 'signin-address', points: 20, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Password attempts per account, taken before the password is checked; a right one gives its step back. */
	signInAccount: { name: 'signin-account', points: 5, durationSeconds: 15 * 60 } satisfies LimitRule,
	/**
	 * Authenticator codes per account, counted apart from passwords: a right password clears nothing
	 * here, so knowing it buys no more guesses. A right code or a recovery code clears it.
	 */
	signInCodeAccount: { name: 'signin-code-account', points: 5, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Second-step attempts per client address, whatever the account. */
	signInCodeAddress: { name: 'signin-code-address', points: 10, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Password-reset mails per client address. */
	passwordResets: { name: 'password-resets', points: 5, durationSeconds: 3600 } satisfies LimitRule,
}

const limiters = new WeakMap<Db, Map<string, RateLimiterAbstract>>()

function limiterFor(db: Db, rule: LimitRule) {
	let byRule = limiters.get(db)
	if (!byRule) limiters.set(db, (byRule = new Map()))
	const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`
	let limiter = byRule.get(id)
	if (!limiter) {
		limiter = createRateLimiter(db, { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds })
		byRule.set(id, limiter)
	}
	return limiter
}

/** Takes one step of the rule's counter for this key, in one atomic statement. */
export async function consumeLimit(db: Db, rule: LimitRule, key: string): Promise<LimitResult> {
	try {
		const taken = await limiterFor(db, rule).consume(key)
		return { allowed: true, remaining: taken.remainingPoints }
	} catch (rejection) {
		if (rejection instanceof RateLimiterRes) {
			return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
		}
		throw rejection
	}
}

/** Whether the counter for this key has used up its points, without taking a step. */
export async function checkLimit(db: Db, rule: LimitRule, key: string): Promise<LimitResult> {
	const state = await limiterFor(db, rule).get(key)
	if (!state || state.consumedPoints < rule.points) return { allowed: true }
	return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
}

/** Forgets the counter for this key (a successful sign-in clears its failures). */
export async function resetLimit(db: Db, rule: LimitRule, key: string) {
	await limiterFor(db, rule).delete(key)
}
