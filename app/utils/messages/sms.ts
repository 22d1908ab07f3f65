// How many parts a text message is sent in, which is what it costs: the GSM 7-bit alphabet takes
// 160 characters in one part (153 a part when split), anything outside it (Devanagari, an emoji)
// makes the whole text UCS-2, 70 characters in one part (67 a part when split). The alphabet is
// 3GPP TS 23.038's default one; its extension characters (€ [ ] { } and a few more) count twice.
// https://en.wikipedia.org/wiki/GSM_03.38

const GSM_BASIC = new Set(
	'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM_EXTENSION = new Set('^{}\\[~]|€\f')

export interface SmsSize {
	encoding: 'GSM-7' | 'UCS-2'
	/** Characters as the network counts them: GSM-7 septets, or UTF-16 code units in UCS-2. */
	length: number
	parts: number
}

export function smsSize(text: string): SmsSize {
	let septets = 0
	for (const char of text) {
		if (GSM_BASIC.has(char)) septets += 1
		else if (GSM_EXTENSION.has(char)) septets += 2
		else return { encoding: 'UCS-2', length: text.length, parts: partsOf(text.length, 70, 67) }
	}
	return { encoding: 'GSM-7', length: septets, parts: partsOf(septets, 160, 153) }
}

function partsOf(length: number, single: number, perPart: number) {
	return length <= single ? 1 : Math.ceil(length / perPart)
}
