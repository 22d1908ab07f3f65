// Telugu text of content/team.ts: keep it in step with the English.
import type { Team } from '../team.ts'

// `expertise` and `function` stay in English: their type allows only the English words.
export const team: Team = {
	directors: [
		{
			name: 'మేనేజింగ్ డైరెక్టర్',
			role: 'వ్యవస్థాపకులు; న్యాయ వ్యవహారాలు, కాంట్రాక్టులు, ఆర్థిక వ్యవహారాలు',
			expertise: 'Legal and finance',
			bio: '2009లో పుణెలో Briskను స్థాపించారు. కాంట్రాక్టులు, ఆర్థిక వ్యవహారాలు, చట్టపరమైన నిబంధనల పాటింపును చూసుకుంటారు. ప్రభుత్వ సంస్థలు, కంపెనీలతో కంపెనీ సంబంధాలను నిర్మించింది వీరే.',
		},
		{
			name: 'డైరెక్టర్, ఆపరేషన్స్',
			role: 'ఐదు రాష్ట్రాల్లో సేవల నిర్వహణ',
			expertise: 'Operations',
			bio: 'ఐదు రాష్ట్రాల్లోనూ సేవలను నడిపిస్తారు: సైట్ సర్వేలు, సిబ్బంది ప్రణాళికలు, పర్యవేక్షణ, నాణ్యత ఆడిట్‌లు; శిక్షణ, భద్రతపై ప్రత్యేక దృష్టితో.',
		},
		{
			name: 'డైరెక్టర్, పరిపాలన',
			role: 'కార్యాలయాలు, నియామకాలు, సిబ్బంది సంక్షేమం',
			expertise: 'Administration',
			bio: 'పరిపాలన, కార్యాలయాలు, సిబ్బంది వ్యవహారాలను పర్యవేక్షిస్తారు: నియామకాలు, వివరాల తనిఖీ నుండి మా 1000 మందికి పైగా సిబ్బంది సంక్షేమం వరకు.',
		},
	],
	heads: [
		{ name: 'మానవ వనరుల (HR) హెడ్', function: 'HR and IR' },
		{ name: 'పారిశ్రామిక సంబంధాల (IR) హెడ్', function: 'HR and IR' },
		{ name: 'చట్టపరమైన నిబంధనల (కంప్లయన్స్) హెడ్', function: 'Compliance and payroll' },
		{ name: 'పేరోల్ (జీతాలు) హెడ్', function: 'Compliance and payroll' },
		{ name: 'అకౌంట్స్ హెడ్', function: 'Accounts' },
		{ name: 'ఆపరేషన్స్ హెడ్, పశ్చిమ ప్రాంతం', function: 'Operations' },
		{ name: 'ఆపరేషన్స్ హెడ్, ఉత్తర, దక్షిణ ప్రాంతాలు', function: 'Operations' },
		{ name: 'సెక్యూరిటీ ఆపరేషన్స్ హెడ్', function: 'Operations' },
		{ name: 'పరిపాలన విభాగం హెడ్', function: 'Admin' },
	],
}
