import { getDb } from '#app/utils/db.server.ts'
import type { Route } from './+types/get-all-pdf'

// GET /api/Advertise/GetAllPdf (spec section 7): the housekeeping documents,
// with the original field names (Id, NewDocId, Pdf) and the title and size
// our pages show. The file itself is at /Pdf/{Pdf}.
export async function loader(_args: Route.LoaderArgs) {
	const rows = await getDb()
		.selectFrom('documents')
		.select(['id', 'new_doc_id', 'title', 'pdf', 'byte_size', 'sort_order'])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	const items = rows.map((row) => ({
		Id: row.id,
		NewDocId: row.new_doc_id,
		Title: row.title,
		Pdf: row.pdf,
		ByteSize: row.byte_size,
		SortOrder: row.sort_order,
	}))
	return Response.json(items, { headers: { 'Cache-Control': 'no-cache' } })
}
