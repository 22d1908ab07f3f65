// What the browser and the server share of the reasons to reject an application (rejection-reasons.server.ts).

/** The longest reason: one line of a list, of the export and of the reports. */
export const REJECTION_REASON_MAX = 100
