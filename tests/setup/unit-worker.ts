import { hashPasswordsAtTestCost } from '#app/utils/staff/password-cost.server.ts'

// Each unit worker hashes new passwords at the tests' cost (password-cost.server.ts says why); the test of the stored
// format sets OWASP's cost back for itself.
hashPasswordsAtTestCost()
