import type { refusals as en } from '../en/refusals.ts'

export const refusals = {
	'refusal.badAddress.title': 'यह लिंक अधूरा है',
	'refusal.badAddress': 'यह लिंक सही नहीं है: शायद पूरा कॉपी नहीं हुआ। पूरा लिंक फिर से खोलें।',
	'refusal.tooLarge': 'भेजी गई जानकारी बहुत बड़ी है।',
	'refusal.filesTooLarge': 'फ़ाइलें बहुत बड़ी हैं: हर फ़ाइल ज़्यादा से ज़्यादा {size} की हो सकती है। वापस जाकर छोटी फ़ाइलें चुनें।',
	'refusal.fileTooLarge': 'फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा {size}। वापस जाकर छोटी फ़ाइल चुनें।',
	'refusal.timeout': 'जानकारी पहुँचने में बहुत देर लगी। कृपया फिर से कोशिश करें।',
	'refusal.tooMany': 'आपने बहुत बार कोशिश की है। कृपया एक मिनट रुककर फिर कोशिश करें।',
	'refusal.method': 'यहाँ यह तरीका नहीं चलता।',
	'refusal.otherSite': 'यह फ़ॉर्म किसी दूसरी साइट से भेजा गया था। हमारी अपनी साइट पर फ़ॉर्म खोलकर फिर से भेजें।',
	'refusal.token': 'यह फ़ॉर्म बहुत देर तक खुला रहा। पेज दोबारा खोलकर फिर से भेजें।',
	'refusal.notForm': 'यह फ़ॉर्म वेब फ़ॉर्म की तरह भेजें (application/x-www-form-urlencoded या multipart/form-data)।',
	'refusal.incomplete': 'फ़ॉर्म अधूरा पहुँचा। कृपया वापस जाकर फिर से भेजें।',
	'refusal.broken': 'फ़ॉर्म पूरा नहीं पहुँचा (शायद इंटरनेट बीच में कट गया)। कृपया वापस जाकर फिर से भेजें।',
	'refusal.busy': 'अभी हमें बहुत सारी फ़ाइलें मिल रही हैं। कृपया वापस जाकर एक मिनट बाद फिर से कोशिश करें।',
} as const satisfies Record<keyof typeof en, string>
