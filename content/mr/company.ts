// Marathi text of content/company.ts: keep it in step with the English.

// Only the kind of each office is translated: street lines, city and postcode stay as
// written (map searches use them), and numbers and addresses come from the English file.
export const officeKindsMr = {
	pune: 'नोंदणीकृत कार्यालय',
	mumbai: 'शाखा कार्यालय',
	nagpur: 'शाखा कार्यालय',
} as const
