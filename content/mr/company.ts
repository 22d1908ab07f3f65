// Marathi text of content/company.ts: keep it in step with the English.

// Each office's name, kind and street lines are translated; the city and postcode stay as
// written, the pages show the English street lines too (map searches use them), and numbers
// and e-mail addresses come from the English file.
export const officeNames = {
	pune: 'पुणे',
	mumbai: 'मुंबई',
	nagpur: 'नागपूर',
} as const

export const officeKinds = {
	pune: 'नोंदणीकृत कार्यालय',
	mumbai: 'शाखा कार्यालय',
	nagpur: 'शाखा कार्यालय',
} as const

// Each office's street lines in Devanagari, for readers of Marathi (the post's Latin lines stay beside them, for maps).
export const officeAddresses = {
	pune: ['शिवनेरी बिझनेस सेंटर, ऑफिस 401', 'एफ. सी. रोडजवळ, शिवाजीनगर'],
	mumbai: ['लिंक कमर्शियल कॉम्प्लेक्स, युनिट 12', 'अंधेरी (पूर्व)'],
	nagpur: ['धरमपेठ प्लाझा, दुसरा मजला', 'धरमपेठ'],
}
