import { methodNotAllowed } from '#app/utils/http/api.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { listDocuments } from '#app/utils/content/documents.server.ts'

// GET /api/Advertise/GetAllPdf: the housekeeping documents, with the original field
// names (Id, NewDocId, Pdf) and the title and size our pages show. The file itself
// is at /Pdf/{Pdf}.
export async function loader() {
	const documents = await listDocuments(getDb())
	const items = documents.map((doc) => ({
		Id: doc.id,
		NewDocId: doc.newDocId,
		Title: doc.title,
		Pdf: doc.pdf,
		ByteSize: doc.byteSize,
		SortOrder: doc.sortOrder,
	}))
	return Response.json(items, { headers: { 'Cache-Control': 'no-cache' } })
}

export function action() {
	return methodNotAllowed('GET')
}
