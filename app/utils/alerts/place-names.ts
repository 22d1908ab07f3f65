// The places job seekers name in the script they write: an alert for "पुणे" or "పుణె" is for Pune, whichever script
// HR wrote the job's place in. Each place is its English name and the ways it is written in Devanagari (Hindi and
// Marathi) and Telugu, lower-case; the company's offices and the cities it recruits for first. A place not listed
// still matches where one name holds the other (alerts as before).

const PLACES: ReadonlyArray<readonly string[]> = [
	['pune', 'poona', 'पुणे', 'पूना', 'పుణె', 'పూణే', 'పుణే', 'పూనా'],
	['mumbai', 'bombay', 'मुंबई', 'मुम्बई', 'ముంబై', 'ముంబయి'],
	['nagpur', 'नागपूर', 'नागपुर', 'నాగ్‌పూర్', 'నాగపూర్', 'నాగ్పూర్'],
	['thane', 'ठाणे', 'థానే', 'ఠాణే'],
	['nashik', 'nasik', 'नाशिक', 'नासिक', 'నాసిక్', 'నాశిక్'],
	['aurangabad', 'chhatrapati sambhajinagar', 'औरंगाबाद', 'छत्रपती संभाजीनगर', 'ఔరంగాబాద్'],
	['kolhapur', 'कोल्हापूर', 'कोल्हापुर', 'కొల్హాపూర్'],
	['hyderabad', 'हैदराबाद', 'హైదరాబాద్', 'హైదరాబాదు'],
	['secunderabad', 'सिकंदराबाद', 'సికింద్రాబాద్'],
	['warangal', 'वरंगल', 'వరంగల్', 'వరంగల్లు'],
	['vijayawada', 'विजयवाड़ा', 'विजयवाडा', 'విజయవాడ', 'బెజవాడ'],
	['visakhapatnam', 'vizag', 'विशाखापत्तनम', 'विशाखापट्टणम', 'విశాఖపట్నం', 'వైజాగ్'],
	['jaipur', 'जयपुर', 'जयपूर', 'జైపూర్', 'జయపూర్'],
	['delhi', 'new delhi', 'दिल्ली', 'नई दिल्ली', 'ఢిల్లీ', 'దిల్లీ'],
	['bengaluru', 'bangalore', 'बेंगलुरु', 'बंगलौर', 'बंगळूरु', 'బెంగళూరు', 'బెంగుళూరు'],
	['chennai', 'madras', 'चेन्नई', 'చెన్నై'],
	['ahmedabad', 'अहमदाबाद', 'అహ్మదాబాద్'],
	['indore', 'इंदौर', 'इंदूर', 'ఇండోర్'],
]

/** Each spelling, with the English name of its place; longest first, so that "new delhi" is read before "delhi". */
const SPELLINGS = PLACES.flatMap((names) => names.map((name) => [name, names[0]!] as const)).sort(
	(a, b) => b[0].length - a[0].length,
)

/** The places a name speaks of (their English names): "पुणे" and "Hadapsar, Pune" both give "pune". */
export function placesNamed(text: string): Set<string> {
	const lower = text.toLowerCase()
	return new Set(SPELLINGS.filter(([spelling]) => lower.includes(spelling)).map(([, place]) => place))
}

/**
 * Whether a job whose place is written these ways (its English place and its translations, lower-case) is in the
 * place an alert names: one holds the other, or both name the same city in any script.
 */
export function isInPlace(jobPlaces: readonly string[], alertPlace: string) {
	if (jobPlaces.some((where) => where.includes(alertPlace))) return true
	const wanted = placesNamed(alertPlace)
	return jobPlaces.some((where) => [...placesNamed(where)].some((place) => wanted.has(place)))
}
