// Hindi text of content/company.ts: keep it in step with the English.

// Each office's name and kind are translated: street lines, city and postcode stay as
// written (map searches use them), and numbers and addresses come from the English file.
export const officeNamesHi = {
	pune: 'पुणे',
	mumbai: 'मुंबई',
	nagpur: 'नागपुर',
} as const

export const officeKindsHi = {
	pune: 'रजिस्टर्ड ऑफ़िस',
	mumbai: 'ब्रांच ऑफ़िस',
	nagpur: 'ब्रांच ऑफ़िस',
} as const
