import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

// The one route table. Paths are the original site's (spec section 2), plus
// the pages we add. Each area keeps its routes together.
export default [
	// Marketing pages
	index('routes/marketing/home.tsx'),
	route('home', 'routes/marketing/home.tsx', { id: 'routes/marketing/home-alias' }),
	route('about-us', 'routes/marketing/about-us.tsx'),
	route('why-brisk', 'routes/marketing/why-brisk.tsx'),
	route('team-brisk', 'routes/marketing/team-brisk.tsx'),
	route('best-of-brisk', 'routes/marketing/best-of-brisk.tsx'),
	route('company-gallery', 'routes/marketing/company-gallery.tsx'),
	route('gallery', 'routes/marketing/gallery.tsx'),
	route('service-staffing', 'routes/marketing/service-staffing.tsx'),
	route('service-industrial', 'routes/marketing/service-industrial.tsx'),
	route('service-gardening', 'routes/marketing/service-gardening.tsx'),
	route('service-house-keeping', 'routes/marketing/service-house-keeping.tsx'),
	route('service-security', 'routes/marketing/service-security.tsx'),
	route('service-integrated', 'routes/marketing/service-integrated.tsx'),
	route('demo', 'routes/marketing/demo.tsx'),
	route('header', 'routes/marketing/header.tsx'),
	route('footer', 'routes/marketing/footer.tsx'),
	route('privacy', 'routes/marketing/privacy.tsx'),

	// Career
	route('career', 'routes/career/index.tsx'),
	route('career/:id', 'routes/career/job.tsx'),
	route('career/:id/apply', 'routes/career/apply.tsx'),
	route('career/:id/submit', 'routes/career/submit.ts'),

	// Contact
	route('contact-us', 'routes/contact-us.tsx'),

	// Compatibility API (spec section 7), under /api/
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
			// Jobs and housekeeping documents
			route('jobs', 'routes/admin/jobs/index.tsx'),
			route('jobs/new', 'routes/admin/jobs/new.tsx'),
			route('jobs/:id', 'routes/admin/jobs/edit.tsx'),
			route('documents', 'routes/admin/documents/index.tsx'),
			route('documents/:id', 'routes/admin/documents/edit.tsx'),
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
