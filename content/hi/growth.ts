// Hindi text of content/growth.ts: keep it in step with the English.
import type { GrowthChartWords } from '../growth.ts'

// The charts' words; their figures come from the English file.
export const growthChartWordsHi: GrowthChartWords = {
	associations: {
		title: 'जुड़े हुए क्लाइंट',
		description: 'हर वित्त वर्ष में जिन क्लाइंट को सेवाएँ दीं।',
		unit: 'क्लाइंट',
	},
	workforce: {
		title: 'कर्मचारी',
		description: 'हर वित्त वर्ष के अंत में हमारे पेरोल पर लोग।',
		unit: 'लोग',
	},
	growth: {
		title: 'तरक्की',
		description: 'हर वित्त वर्ष में पूरे किए गए काम का मूल्य, करोड़ रुपये में (कुल 200 करोड़ रुपये से ज़्यादा)।',
		unit: 'करोड़ रुपये',
	},
}

export const bestOfBriskTextHi: string[] = [
	'2009 में एक शहर से आज पाँच राज्यों तक: Brisk, Pune के अपने रजिस्टर्ड ऑफ़िस और Mumbai व Nagpur के ब्रांच ऑफ़िसों से Maharashtra, Rajasthan, Delhi, Telangana और Andhra Pradesh में क्लाइंट को सेवाएँ देता है।',
	'हमारे ज़्यादातर क्लाइंट सरकारी संस्थाएँ और कंपनियाँ हैं: नगर निगम, भंडारण और परिवहन प्राधिकरण, अस्पताल और विश्वविद्यालय, फ़ैक्टरियाँ, IT पार्क और टाउनशिप। 2020-22 तक इनमें से 180 से ज़्यादा ने हमारे साथ काम किया, और मिलकर हमने 200 करोड़ रुपये से ज़्यादा का काम पूरा किया है।',
]
