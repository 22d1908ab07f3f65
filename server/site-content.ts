import type { NextFunction, Request as ExpressRequest, Response } from 'express'
import type { Db } from '#app/utils/db/db.server.ts'
import { isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { previewContent, publishedContent, withRequestContent } from '#app/utils/content/site-content.server.ts'
import { optionalStaff } from '#app/utils/staff/staff-access.server.ts'
import { canUse } from '#app/utils/staff/staff-roles.ts'
import { isApiPath, isBackOfficePath, routerPath } from './paths.ts'
import { refuseUnavailable } from './refuse.ts'

/**
 * Holds the site content for the rest of the request: the published content, or, for a
 * public page asked for with ?preview by a signed-in member of staff who edits the
 * site's content, the published content with every draft laid over it (never kept by
 * the render cache, which skips addresses with a query, nor by browsers: no-store).
 */
export function siteContentForRequest(getDb: () => Db) {
	return async (req: ExpressRequest, res: Response, next: NextFunction) => {
		try {
			const content = (await wantsPreview(req)) ? await previewContent(getDb()) : await publishedContent(getDb())
			withRequestContent(content, () => next())
		} catch (error) {
			if (isDatabaseUnavailable(error)) refuseUnavailable(req, res, 'outage')
			else next(error)
		}
	}
}

async function wantsPreview(req: ExpressRequest) {
	if (!('preview' in (req.query as Record<string, unknown>)) || (req.method !== 'GET' && req.method !== 'HEAD')) {
		return false
	}
	const path = routerPath(req.originalUrl.split('?')[0] ?? '/')
	if (isApiPath(path) || isBackOfficePath(path)) return false
	const request = new Request(new URL(req.originalUrl, 'http://localhost'), {
		headers: { cookie: req.headers.cookie ?? '' },
	})
	const session = await optionalStaff(request)
	if (!session) return false
	// As requireStaff lets a member of staff into Site content: signed in whole, with a second factor.
	const { staff } = session
	if (!staff.totp_enabled_at || !session.secondFactorDone) return false
	return canUse(staff.role, 'content')
}
