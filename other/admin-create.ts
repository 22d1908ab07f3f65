// npm run admin:create -- EMAIL "NAME": creates an administrator when there is none
// yet, or another one, asking for the password (never on the command line, where
// it would stay in the shell's history). The first sign-in sets up two-factor sign-in.
import readline from 'node:readline/promises'
import { Writable } from 'node:stream'
import { closeDb, getDb, migrateToLatest } from '#app/utils/db/db.server.ts'
import { EnvError, getEnv } from '#app/utils/core/env.server.ts'
import { passwordProblem, hashPassword } from '#app/utils/staff/passwords.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { createStaff, findStaffByEmail } from '#app/utils/staff/staff.server.ts'

const [email, name = 'Administrator'] = process.argv.slice(2)
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
	console.log('Usage: npm run admin:create -- EMAIL "NAME"')
	process.exit(1)
}
// A weak ADMIN_PASSWORD is refused here as at start: say so without a stack trace.
let env
try {
	env = getEnv()
} catch (error) {
	if (!(error instanceof EnvError)) throw error
	console.log(error.message)
	process.exit(1)
}
const db = getDb()
await migrateToLatest(db)
if (await findStaffByEmail(db, email)) {
	console.log(`${email} is already on the staff list.`)
	await closeDb()
	process.exit(1)
}
const password = process.env.ADMIN_PASSWORD || (await askPassword())
const problem = passwordProblem(password, { email, name }, env)
if (problem) {
	console.log(problem)
	await closeDb()
	process.exit(1)
}
const id = await createStaff(db, { email, name, role: 'admin', passwordHash: await hashPassword(password) })
await audit(db, {
	staff: { id, email },
	action: 'staff.created',
	subject: `staff ${id}`,
	details: { by: 'npm run admin:create' },
})
console.log(`Administrator ${email} created. Sign in at /admin/sign-in.`)
await closeDb()

/** The password, typed twice at a terminal without being shown; read as one line from a pipe. */
async function askPassword() {
	// What is typed is echoed to this output, which writes nothing; one reader for both questions, so that the
	// terminal stays silent between them.
	const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
	const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: Boolean(process.stdin.isTTY) })
	const ask = async (question: string) => {
		process.stdout.write(question)
		const answer = await rl.question('')
		process.stdout.write('\n')
		return answer
	}
	try {
		const first = await ask('Password (at least 12 characters, not shown as you type): ')
		if (!process.stdin.isTTY) return first
		if ((await ask('The same password again: ')) === first) return first
	} finally {
		rl.close()
	}
	console.log('The two passwords differ; nothing was created.')
	await closeDb()
	process.exit(1)
}
