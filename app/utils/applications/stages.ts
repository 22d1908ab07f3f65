// An application's stages, in the order it moves through them.
export const STAGES = ['New', 'Shortlisted', 'Interview', 'Hired', 'Rejected'] as const
export type Stage = (typeof STAGES)[number]

export function isStage(value: unknown): value is Stage {
	return STAGES.includes(value as Stage)
}
