import type { Language } from '#app/i18n/languages.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { defaultTemplates, MAILED_STAGES, templateName, type MailedStage } from './applications.ts'

// The stage mail templates: HR's words for the mail of each stage, in each language.

/** Each stage's mail in a language: HR's own words when saved, the defaults otherwise. */
export async function readStageTemplates(db: Db, language: Language = 'en') {
	const rows = await db
		.selectFrom('mail_templates')
		.select(['name', 'subject', 'body', 'updated_at'])
		.where(
			'name',
			'in',
			MAILED_STAGES.map((stage) => templateName(stage, language)),
		)
		.execute()
	return Object.fromEntries(
		MAILED_STAGES.map((stage) => {
			const saved = rows.find((row) => row.name === templateName(stage, language))
			return [
				stage,
				saved
					? { subject: saved.subject, body: saved.body, updatedAt: saved.updated_at }
					: { ...defaultTemplates()[language][stage], updatedAt: null },
			]
		}),
	) as Record<MailedStage, { subject: string; body: string; updatedAt: string | null }>
}

/** Saves the office's words for one stage's mail in one language, with the audit entry. */
export async function saveStageTemplate(
	db: Db,
	{
		stage,
		language = 'en',
		subject,
		body,
		staff,
	}: { stage: MailedStage; language?: Language; subject: string; body: string; staff: Pick<Staff, 'id' | 'email'> },
	now = new Date(),
) {
	const values = { subject, body, updated_at: now.toISOString(), updated_by: staff.id }
	await inTransaction(db, async (trx) => {
		await trx
			.insertInto('mail_templates')
			.values({ name: templateName(stage, language), ...values })
			.onConflict((oc) => oc.column('name').doUpdateSet(values))
			.execute()
		await audit(
			trx,
			{ staff, action: 'mail-template.saved', subject: `mail template ${stage}`, details: { language } },
			now,
		)
	})
}
