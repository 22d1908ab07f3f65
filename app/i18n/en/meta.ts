// Page titles and descriptions (the `meta` exports), and the words written on the pages themselves.
export const meta = {
	'meta.home.title': 'Brisk Facility Services: housekeeping, security, staffing and facility management',
	'meta.home.description':
		'Brisk has provided housekeeping, security, staffing, gardening and facility management across five Indian states since 2009. 1000+ people on roll, 180+ clients.',
	'meta.notFound.title': 'Page not found',
	'meta.notFound.description': 'The page you asked for does not exist.',

	'meta.aboutUs.title': 'Overview',
	'meta.aboutUs.description':
		'About Brisk Facility Services: our story since 2009 in Pune, our vision, mission and quality policy.',
	'page.aboutUs.h1': 'Overview',

	'meta.whyBrisk.title': 'Why Brisk',
	'meta.whyBrisk.description':
		'Ten reasons why government bodies and corporations choose Brisk for facility management.',
	'page.whyBrisk.h1': 'Why Brisk',
	'page.whyBrisk.lead': 'Ten reasons why government bodies and corporations choose Brisk for facility management.',

	'meta.teamBrisk.title': 'Team Brisk',
	'meta.teamBrisk.description': 'The directors and heads of department who lead Brisk Facility Services.',
	'page.teamBrisk.h1': 'Team Brisk',
	'page.teamBrisk.lead':
		'The directors and heads of department who lead Brisk Facility Services and its more than 1000 people on roll.',

	'meta.bestOfBrisk.title': 'Best of Brisk',
	'meta.bestOfBrisk.description': 'Our presence, our clients and our growth from FY 2009-10 to FY 2019-20.',
	'page.bestOfBrisk.h1': 'Best of Brisk',

	'meta.companyGallery.title': 'Company Gallery',
	'meta.companyGallery.description': 'Photos of our projects and of our foundation-day celebrations.',
	'page.companyGallery.h1': 'Company Gallery',
	'page.companyGallery.intro': 'Our projects and our foundation-day celebrations.',

	'meta.gallery.title': 'Gallery',
	'meta.gallery.description': 'Photos of our projects and of our foundation-day celebrations.',
	'page.gallery.h1': 'Gallery',
	'page.gallery.intro': 'Our projects and our foundation-day celebrations.',

	'meta.serviceStaffing.title': 'Staffing Services',
	'meta.serviceStaffing.description':
		'Staffing and manpower supply: trained, verified staff for offices, institutions and industry.',
	'meta.serviceIndustrial.title': 'Industrial Services',
	'meta.serviceIndustrial.description':
		'Industrial and civic services: cleaning and upkeep of plants, warehouses and public spaces.',
	'meta.serviceGardening.title': 'Gardening Services',
	'meta.serviceGardening.description': 'Gardening, plumbing and electrical works for campuses, townships and offices.',
	'meta.serviceHouseKeeping.title': 'Housekeeping Services',
	'meta.serviceHouseKeeping.description':
		'Housekeeping and cleaning for homes, neighbourhoods, offices, garages and industrial buildings.',
	'meta.serviceSecurity.title': 'Security Services',
	'meta.serviceSecurity.description':
		'Unarmed and armed guards, bodyguards, video surveillance operators, event guards and civic services.',
	'meta.serviceIntegrated.title': 'Integrated Supply and Logistics',
	'meta.serviceIntegrated.description': 'Integrated supply and logistics services for government warehousing.',

	'meta.demo.title': 'Demo Dashboard',
	'meta.demo.description': 'A sample dashboard menu kept from the original site.',
	'page.demo.h1': 'Demo Dashboard',
	'page.demo.menu.dashboards': 'Dashboards',
	'page.demo.menu.customer': 'Customer',
	'page.demo.menu.bill': 'Bill',
	'page.demo.menu.dailyTransaction': 'Daily Transaction',
	'page.demo.menu.manageSubscription': 'Manage Subscription',
	'page.demo.menu.deliveryBoy': 'Delivery Boy',
	'page.demo.menu.supplierDetails': 'Supplier Details',
	'page.demo.menu.reports': 'Reports',

	'meta.header.title': 'Header',
	'meta.header.description': 'The header of the Brisk website, shown on every page.',
	'page.header.h1': 'Header',
	'page.header.lead':
		'The header at the top of this page is the one every page shows: our phone number, e-mail and address, social links, the menu with its Company and Services dropdowns, and the Contact Us button. The original site had this route to show the header on its own; the page is kept so old links still work.',

	'meta.footer.title': 'Footer',
	'meta.footer.description': 'The footer of the Brisk website, shown on every page.',
	'page.footer.h1': 'Footer',
	'page.footer.lead':
		'The footer at the bottom of this page is the one every page shows: our contact details, the company, services and other links, and our notice that Brisk never charges candidates any fee. The original site had this route to show the footer on its own; the page is kept so old links still work.',

	'meta.privacy.title': 'Privacy Notice',
	'meta.privacy.description':
		'What Brisk collects from job applicants and visitors, why, how long it is kept and how to ask for deletion.',

	'meta.career.title': 'Career',
	'meta.career.description':
		'Jobs in housekeeping, staffing, security and gardening at Brisk. Apply online; we never charge any fee.',
	'meta.job.title': '{title}, {location}',
	'meta.job.goneTitle': 'Job no longer open',
	'meta.job.goneDescription': 'This job is no longer open. See the jobs Brisk has open now.',
	'meta.apply.title': 'Apply Job: {title}',
	'meta.apply.titleNoJob': 'Apply Job',
	'meta.apply.description':
		'Apply for a job at Brisk with your photo, resume and Aadhaar card. Brisk never charges any fee.',

	'meta.contactUs.title': 'Contact Us',
	'meta.contactUs.description':
		'Send Brisk an enquiry, or reach our Pune registered office and our Mumbai and Nagpur branches.',
} as const
