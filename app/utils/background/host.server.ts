// What the host (server/) calls of the app, and all it calls beyond the layers every group may use (common, core,
// db, http): the database prepared at start, the start-up line, the background work and the figures it measures.
export { startBackgroundWork } from './background-work.server.ts'
export { registerBackgroundGauges } from './gauges.server.ts'
export { prepareDatabase, startupSummary } from './startup.server.ts'
