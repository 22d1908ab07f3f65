// A message the other end does not take is tried again after 30 s, then twice as long after each try, at most an
// hour apart, until it is three days old: a mail server, a text provider (or the database) down for a long weekend
// delays messages but loses none. The last try is made at three days exactly; if that one fails too, the message is
// marked failed and waits in the back office to be sent again.
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60_000
export const RETRY_FOR_MS = 72 * 3600_000
// Each gap is up to a tenth shorter, at random: messages that failed together (the mail server was down) do not
// all come due at the same moment, on one instance or several, when it returns.
const JITTER = 0.1
/**
 * A stop besides the age, for a message stamped by a clock far ahead: above the 87 tries that three days of the
 * shortest gaps make, so that it never cuts the three days short.
 */
export const MAX_ATTEMPTS = 100

/** The gap after a message's attempts-th failed try, before its jitter. */
export function retryDelayMs(attempts: number) {
	return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

/**
 * When a message that has just failed its attempts-th try is tried next, or null when it is given up: it was
 * queued three days ago or more (or has had MAX_ATTEMPTS tries).
 */
export function nextAttemptAt(
	{ attempts, createdAt }: { attempts: number; createdAt: string },
	now: Date,
	random = Math.random,
) {
	const deadline = Date.parse(createdAt) + RETRY_FOR_MS
	// Written so that an unreadable date gives the message up rather than keeping it for ever.
	if (attempts >= MAX_ATTEMPTS || !(now.getTime() < deadline)) return null
	const delay = Math.round(retryDelayMs(attempts) * (1 - JITTER * random()))
	return new Date(Math.min(now.getTime() + delay, deadline))
}
