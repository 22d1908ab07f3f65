// Marathi text of content/company.ts: keep it in step with the English.

// Each office's name and kind are translated: street lines, city and postcode stay as
// written (map searches use them), and numbers and addresses come from the English file.
export const officeNamesMr = {
	pune: 'पुणे',
	mumbai: 'मुंबई',
	nagpur: 'नागपूर',
} as const

export const officeKindsMr = {
	pune: 'नोंदणीकृत कार्यालय',
	mumbai: 'शाखा कार्यालय',
	nagpur: 'शाखा कार्यालय',
} as const
