import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createRateLimiter, type Db } from '#app/utils/db/db.server.ts'
import { getSecret, signValue } from './secrets.server.ts'

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
	/** Contact enquiries per client address, whoever sends them (CONTACT_LIMIT_PER_ADDRESS_PER_HOUR). */
	enquiries: (perHour: number): LimitRule => ({ name: 'enquiries', points: perHour, durationSeconds: 3600 }),
	/** Enquiries per e-mail address and per mobile number from one client address (CONTACT_LIMIT_PER_HOUR). */
	enquiriesPersonAtAddress: (perHour: number): LimitRule => ({
		name: 'enquiry-person-address',
		points: perHour,
		durationSeconds: 3600,
	}),
	/** "Has this e-mail applied?" look-ups of the compatibility API, per client address. */
	applicationLookups: { name: 'lookups', points: 20, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Application status look-ups per client address, right or wrong. */
	statusLookupsAddress: { name: 'status-address', points: 20, durationSeconds: 3600 } satisfies LimitRule,
	/**
	 * Full references sent by text and mail to the applicant of an older reference, per application: whoever
	 * knows its number and mobile number sends them to the applicant only, but not without end.
	 */
	referenceSends: { name: 'reference-send', points: 3, durationSeconds: 24 * 3600 } satisfies LimitRule,
	/** Applications per client address, whoever sends them (APPLY_LIMIT_PER_ADDRESS_PER_HOUR). */
	applicationsAddress: (perHour: number): LimitRule => ({
		name: 'apply-address',
		points: perHour,
		durationSeconds: 3600,
	}),
	/** Applications per e-mail address and per mobile number from one client address (APPLY_LIMIT_PER_HOUR). */
	applicationsPersonAtAddress: (perHour: number): LimitRule => ({
		name: 'apply-person-address',
		points: perHour,
		durationSeconds: 3600,
	}),
	/** Applications per e-mail address and per mobile number from all addresses together. */
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
	/**
	 * Wrong staff passwords per client address, whatever the account: each attempt takes its step before the
	 * password is checked, and a right one gives it back, so an office's staff never use it up by signing in.
	 */
	signInAddress: { name: 'signin-address', points: 20, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Password attempts per account, taken before the password is checked; a right one gives its step back. */
	signInAccount: { name: 'signin-account', points: 5, durationSeconds: 15 * 60 } satisfies LimitRule,
	/**
	 * Authenticator codes per account, counted apart from passwords: a right password clears nothing
	 * here, so knowing it buys no more guesses. A right code or a recovery code clears it.
	 */
	signInCodeAccount: { name: 'signin-code-account', points: 5, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Wrong second-step codes per client address, whatever the account: a right code gives its step back. */
	signInCodeAddress: { name: 'signin-code-address', points: 10, durationSeconds: 15 * 60 } satisfies LimitRule,
	/**
	 * Wrong current passwords typed in "Change your password", per account: a session left open, or taken, does
	 * not guess its owner's password on without end. Taken before the password is checked; a right one clears it.
	 */
	passwordChangeAccount: { name: 'password-change-account', points: 5, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** The same per client address, whatever the account: a right one gives its step back. */
	passwordChangeAddress: { name: 'password-change-address', points: 20, durationSeconds: 15 * 60 } satisfies LimitRule,
	/** Job alert subscriptions per client address, whoever they are for. */
	alertsAddress: { name: 'alerts-address', points: 20, durationSeconds: 3600 } satisfies LimitRule,
	/** Job alert confirmations per e-mail address or mobile number, from all addresses: nobody's inbox is filled. */
	alertsPerson: { name: 'alerts-person', points: 5, durationSeconds: 3600 } satisfies LimitRule,
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

/**
 * Gives back a step taken for something that was then not done. It follows its step within the
 * same request, so the counter's hour has not run out in between (a step given back to a counter
 * that expired would start a new one below zero).
 */
export async function giveBackLimit(db: Db, rule: LimitRule, key: string) {
	await limiterFor(db, rule).reward(key)
}

/**
 * The counters a submission that names a person takes (an application, an enquiry). A
 * recruitment camp on one Wi-Fi, an office, or a mobile carrier's shared address (CGNAT) puts
 * many people behind one client address, so the address has a high ceiling of its own and each
 * person (an e-mail address, a mobile number) is counted apart, per client address: a stranger
 * who knows someone's e-mail or mobile number uses up that person's steps at the stranger's
 * address only. An optional overall ceiling, higher than one address's, holds a person from all
 * addresses together; a stranger needs several addresses to reach it.
 */
export interface SubmissionLimits {
	/** Everyone at one client address together. */
	address: LimitRule
	/** One person from one client address. */
	personAtAddress: LimitRule
	/** One person from all addresses together. */
	person?: LimitRule
}

/** A person's overall ceiling, in steps of one address's: enough for a phone that moves between networks. */
export const PERSON_ADDRESSES = 4

export interface Submitter {
	/** The key of the address counter. */
	address: string
	/** The client address as a keyed hash: with a person's key, it names their counter at this address. */
	addressHash: string
	/** The keys of the people the submission names (keyed hashes of an e-mail address, a mobile number). */
	people: string[]
}

export type SubmissionSteps =
	{ allowed: true; giveBack(): Promise<void> } | { allowed: false; retryAfterSeconds: number }

/**
 * One step of each counter of a submission, taken before any costly work on it. The address's
 * step stays taken whatever follows: it bounds the work one address causes. A person's steps
 * count only what is stored: a refused step gives back the person's steps this call took, and
 * the caller gives the rest back (giveBack) when the submission is then not stored.
 */
export async function takeSubmissionSteps(
	db: Db,
	limits: SubmissionLimits,
	{ address, addressHash, people }: Submitter,
): Promise<SubmissionSteps> {
	const addressStep = await consumeLimit(db, limits.address, address)
	if (!addressStep.allowed) return addressStep
	const taken: Array<[LimitRule, string]> = []
	async function giveBack() {
		// Each step once, however often it is called.
		for (const [rule, key] of taken.splice(0)) await giveBackLimit(db, rule, key)
	}
	for (const person of people) {
		const steps: Array<[LimitRule, string]> = [[limits.personAtAddress, `${person}:${addressHash}`]]
		if (limits.person) steps.push([limits.person, person])
		for (const [rule, key] of steps) {
			// A refused step was counted too: it is given back with the others.
			taken.push([rule, key])
			const step = await consumeLimit(db, rule, key)
			if (!step.allowed) {
				await giveBack()
				return step
			}
		}
	}
	return { allowed: true, giveBack }
}

/** Forgets the counter for this key (a successful sign-in clears its failures). */
export async function resetLimit(db: Db, rule: LimitRule, key: string) {
	await limiterFor(db, rule).delete(key)
}

/** The counters' keys of the person an application or enquiry names: their e-mail (when given) and mobile number. */
export function personKeys({ email, mobile }: { email: string; mobile: string }) {
	return [
		// An application without an e-mail (where the job allows it) is counted by its mobile number alone.
		...(email.trim() ? [personKey('email', email.trim().toLowerCase())] : []),
		personKey('mobile', mobile.replace(/\D/g, '').slice(-10)),
	]
}

/**
 * A person's counter is named by a keyed hash of their e-mail or mobile number, never
 * the address or number itself: the counters table holds nothing an erasure must reach,
 * and a ten-digit number's plain hash could be reversed by trying them all.
 */
export function personKey(kind: 'email' | 'mobile', value: string) {
	return `${kind}:${signValue(getSecret(), 'rate-limit-person', value)}`
}

/**
 * The key of a staff account's sign-in counters: a keyed hash of its e-mail address, as a person's
 * counter is, so that the counters table never names who was being guessed at. The address is
 * normalised as the staff table stores it, so that every way of typing it meets one counter.
 */
export function signInAccountKey(email: string) {
	return personKey('email', email.trim().toLowerCase())
}
