import crypto from 'node:crypto'
import path from 'node:path'

/** The drawn pictures and their SHA-256, written by generate-placeholders.ts and read by content-check.ts. */
export const DRAWINGS_FILE = path.resolve(import.meta.dirname, 'drawings.json')

export function sha256(bytes: Buffer) {
	return crypto.createHash('sha256').update(bytes).digest('hex')
}
