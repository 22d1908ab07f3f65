import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

import { checkLanguageFolders } from './i18n/language-folders.server.ts'
import { LANGUAGES, localizePath, type Language } from './i18n/languages.ts'
import { PUBLIC_PAGE_ROUTES } from './utils/content/public-pages.ts'

// The one route table. Paths are the original site's, plus the pages we add. Each
// area keeps its routes together. The public pages are declared in
// utils/content/public-pages.ts and exist once per language: English at the root, Hindi
// under /hi, Marathi under /mr (same modules; the root loader reads the language
// from the address).

// Each language in LANGUAGE_INFO gets its pages here: first make sure it has its translations' folders, so that
// `react-router typegen`, `dev` and `build` stop with a sentence naming a missing one.
checkLanguageFolders()

function publicPages(language: Language) {
	return PUBLIC_PAGE_ROUTES.map((page) => {
		const id = page.id ?? page.file.replace(/\.tsx?$/, '')
		const options = { id: language === 'en' ? id : `${id}-${language}` }
		return page.path === '/' ? index(page.file, options) : route(page.path.slice(1), page.file, options)
	})
}

export default [
	...publicPages('en'),
	...LANGUAGES.filter((language) => language !== 'en').flatMap((language) => prefix(language, publicPages(language))),

	// The open jobs as an Atom feed, in each language
	...LANGUAGES.map((language) =>
		route(localizePath('/career/feed.xml', language).slice(1), 'routes/career/feed.ts', {
			id: `career-feed-${language}`,
		}),
	),

	// The short links of job alert texts (one address in every language)
	route('a/:code', 'routes/career/alerts-short-link.ts'),
	// The short links of interview invitations, to the answer page in the applicant's language
	route('i/:token', 'routes/career/interview-short-link.ts'),
	// The short address of the status page, in the acknowledgement text
	route('s/:language?', 'routes/career/status-short-link.ts'),
	// The short links of pool invitations, to the consent page in the person's language
	route('p/:token', 'routes/career/pool-short-link.ts'),
	// The text provider's webhook: the texts applicants send back
	route('sms/inbound', 'routes/sms/inbound.ts'),

	// Compatibility API, under /api/
	route('api/Job/GetAllJobs', 'routes/api/job/get-all-jobs.ts'),
	route('api/Career/GetAllEmailandJobId', 'routes/api/career/get-all-emailand-job-id.ts'),
	route('api/Career/AddCareer', 'routes/api/career/add-career.ts'),
	route('api/Career/SendApplyEmailToAdmin', 'routes/api/career/send-apply-email.ts', { id: 'api-career-send-admin' }),
	route('api/Career/SendApplyEmailToCandidate', 'routes/api/career/send-apply-email.ts', {
		id: 'api-career-send-candidate',
	}),
	route('api/Career/Base64ToImage', 'routes/api/career/base64-file.ts', { id: 'api-career-base64-image' }),
	route('api/Career/Base64ToResume', 'routes/api/career/base64-file.ts', { id: 'api-career-base64-resume' }),
	route('api/Career/Base64ToAadhar', 'routes/api/career/base64-file.ts', { id: 'api-career-base64-aadhar' }),
	route('api/Career/UploadPhoto', 'routes/api/career/upload-file.ts', { id: 'api-career-upload-photo' }),
	route('api/Career/UploadResume', 'routes/api/career/upload-file.ts', { id: 'api-career-upload-resume' }),
	route('api/Career/UploadAadhar', 'routes/api/career/upload-file.ts', { id: 'api-career-upload-aadhar' }),
	route('api/Contact/SendEmail', 'routes/api/contact/send-email.ts'),
	route('api/Advertise/GetAllPdf', 'routes/api/advertise/get-all-pdf.ts'),
	route('api/*', 'routes/api/not-found.ts'),

	// The back office, for the company's staff
	...prefix('admin', [
		route('sign-in', 'routes/admin/auth/sign-in.tsx'),
		route('sign-in/code', 'routes/admin/auth/sign-in-code.tsx'),
		route('sign-out', 'routes/admin/auth/sign-out.ts'),
		route('forgot', 'routes/admin/auth/forgot.tsx'),
		route('reset/:token', 'routes/admin/auth/reset.tsx'),
		route('invite/:token', 'routes/admin/auth/invite.tsx'),
		layout('routes/admin/layout.tsx', [
			index('routes/admin/dashboard.tsx'),
			route('two-factor', 'routes/admin/account/two-factor.tsx'),
			route('account', 'routes/admin/account/index.tsx'),
			route('staff', 'routes/admin/staff/index.tsx'),
			route('staff/new', 'routes/admin/staff/new.tsx'),
			route('staff/:id', 'routes/admin/staff/edit.tsx'),
			// The office: enquiries, mail, the audit log and the galleries
			route('enquiries', 'routes/admin/enquiries/index.tsx'),
			route('enquiries/:id', 'routes/admin/enquiries/detail.tsx'),
			route('mail', 'routes/admin/mail.tsx'),
			route('audit', 'routes/admin/audit.tsx'),
			route('galleries', 'routes/admin/galleries/index.tsx'),
			route('galleries/:gallery', 'routes/admin/galleries/gallery.tsx'),
			route('galleries/:gallery/:photo', 'routes/admin/galleries/photo.tsx'),
			// Applications (HR and administrators)
			route('applications', 'routes/admin/applications/index.tsx'),
			route('applications/export', 'routes/admin/applications/export.ts'),
			route('applications/bulk', 'routes/admin/applications/bulk.tsx'),
			route('applications/templates', 'routes/admin/applications/templates.tsx'),
			route('applications/reasons', 'routes/admin/applications/reasons.tsx'),
			route('applications/interviews', 'routes/admin/applications/interviews.tsx'),
			route('applications/reports', 'routes/admin/applications/reports.tsx'),
			route('applications/reports/export', 'routes/admin/applications/reports-export.ts'),
			route('applications/saved-filters', 'routes/admin/applications/saved-filters.tsx'),
			route('applications/:id', 'routes/admin/applications/detail.tsx'),
			route('applications/:id/erase', 'routes/admin/applications/erase.tsx'),
			route('applications/:id/data', 'routes/admin/applications/data.ts'),
			route('applications/:id/view/:kind', 'routes/admin/applications/viewer.tsx'),
			route('applications/:id/:kind', 'routes/admin/applications/file.ts'),
			// Jobs and housekeeping documents
			route('jobs', 'routes/admin/jobs/index.tsx'),
			route('jobs/new', 'routes/admin/jobs/new.tsx'),
			route('jobs/categories', 'routes/admin/jobs/categories.tsx'),
			route('jobs/:id', 'routes/admin/jobs/edit.tsx'),
			route('jobs/:id/pool', 'routes/admin/jobs/pool.tsx'),
			route('documents', 'routes/admin/documents/index.tsx'),
			route('documents/:id', 'routes/admin/documents/edit.tsx'),
			// Site content: the public pages' words and pictures
			route('content', 'routes/admin/content/index.tsx'),
			route('content/:section', 'routes/admin/content/section.tsx'),
			route('content/:section/history', 'routes/admin/content/history.tsx'),
		]),
	]),

	// Resources: files, sitemap, robots (the health checks are the server's own)
	route('Pdf/:name', 'routes/resources/pdf.ts'),
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	route('images/*', 'routes/resources/images.ts'),

	// Anything else: the home screen with a 404 (keep last)
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
