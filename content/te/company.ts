// Telugu text of content/company.ts: keep it in step with the English.

// Each office's name, kind and street lines are translated; the city and postcode stay as
// written, the pages show the English street lines too (map searches use them), and numbers
// and e-mail addresses come from the English file.
export const officeNames = {
	pune: 'పుణె',
	mumbai: 'ముంబై',
	nagpur: 'నాగ్‌పూర్',
} as const

export const officeKinds = {
	pune: 'రిజిస్టర్డ్ కార్యాలయం',
	mumbai: 'శాఖ కార్యాలయం',
	nagpur: 'శాఖ కార్యాలయం',
} as const

// Each office's street lines in Telugu script, for readers of Telugu (the post's Latin lines stay beside them, for maps).
export const officeAddresses = {
	pune: ['శివనేరి బిజినెస్ సెంటర్, ఆఫీస్ 401', 'ఎఫ్. సి. రోడ్ దగ్గర, శివాజీనగర్'],
	mumbai: ['లింక్ కమర్షియల్ కాంప్లెక్స్, యూనిట్ 12', 'అంధేరి (తూర్పు)'],
	nagpur: ['ధరంపేట్ ప్లాజా, రెండో అంతస్తు', 'ధరంపేట్'],
}
