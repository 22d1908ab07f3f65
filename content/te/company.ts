// Telugu text of content/company.ts: keep it in step with the English.

// Each office's name and kind are translated: street lines, city and postcode stay as
// written (map searches use them), and numbers and addresses come from the English file.
export const officeNamesTe = {
	pune: 'పుణె',
	mumbai: 'ముంబై',
	nagpur: 'నాగ్‌పూర్',
} as const

export const officeKindsTe = {
	pune: 'రిజిస్టర్డ్ కార్యాలయం',
	mumbai: 'శాఖ కార్యాలయం',
	nagpur: 'శాఖ కార్యాలయం',
} as const
