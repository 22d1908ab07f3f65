import type { refusals as en } from '../en/refusals.ts'

export const refusals = {
	'refusal.badAddress': 'ఈ చిరునామా సరైనది కాదు.',
	'refusal.tooLarge': 'పంపిన సమాచారం చాలా పెద్దది.',
	'refusal.filesTooLarge': 'ఫైళ్లు చాలా పెద్దవి: ఒక్కో ఫైల్ గరిష్ఠంగా {size} ఉండవచ్చు. వెనక్కి వెళ్లి చిన్న ఫైళ్లు ఎంచుకోండి.',
	'refusal.fileTooLarge': 'ఫైల్ చాలా పెద్దది: గరిష్ఠంగా {size}. వెనక్కి వెళ్లి చిన్న ఫైల్ ఎంచుకోండి.',
	'refusal.timeout': 'సమాచారం చేరడానికి చాలా సమయం పట్టింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
	'refusal.tooMany': 'మీరు చాలాసార్లు ప్రయత్నించారు. దయచేసి ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.',
	'refusal.method': 'ఇక్కడ ఈ పద్ధతి పనిచేయదు.',
	'refusal.otherSite': 'ఈ ఫారం వేరే సైట్ నుండి పంపబడింది. మా సైట్‌లోనే ఫారం తెరిచి మళ్లీ పంపండి.',
	'refusal.token': 'ఈ ఫారం చాలా సేపు తెరిచి ఉంది. పేజీని మళ్లీ తెరిచి మళ్లీ పంపండి.',
	'refusal.notForm': 'ఈ ఫారాన్ని వెబ్ ఫారంగా పంపండి (application/x-www-form-urlencoded లేదా multipart/form-data).',
	'refusal.incomplete': 'ఫారం పూర్తిగా అందలేదు. దయచేసి వెనక్కి వెళ్లి మళ్లీ పంపండి.',
	'refusal.broken': 'ఫారం సరిగా అందలేదు (ఇంటర్నెట్ మధ్యలో ఆగిపోయి ఉండవచ్చు). దయచేసి వెనక్కి వెళ్లి మళ్లీ పంపండి.',
	'refusal.busy': 'ప్రస్తుతం మాకు చాలా ఫైళ్లు వస్తున్నాయి. దయచేసి వెనక్కి వెళ్లి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
} as const satisfies Record<keyof typeof en, string>
