// What the host (server/) calls of the app, and all it calls beyond the layers every group may use (common, core,
// db, http): the database prepared at start, the start-up line, the background work and the figures it measures,
// and the render cache the host wraps around the router and answers kept pages from.
export { startBackgroundWork } from './background-work.server.ts'
export { registerBackgroundGauges } from './gauges.server.ts'
export { prepareDatabase, startupSummary } from './startup.server.ts'
export {
	keptPages,
	sitePageCache,
	withRenderCache,
	type Answer,
	type RenderCache,
} from '#app/utils/content/page-cache.server.ts'
export { STATIC_PAGE_HEADER } from '#app/utils/content/static-page.ts'
