// Hindi text of content/milestones.ts: keep it in step with the English.
import type { Milestone } from '../milestones.ts'

export const milestonesHi: Milestone[] = [
	{
		year: '2009',
		title: 'Pune में स्थापना',
		text: 'Brisk Facility Services की शुरुआत 23 फ़रवरी 2009 को Pune में ऑफ़िसों के लिए हाउसकीपिंग टीम के साथ हुई।',
	},
	{
		year: '2011',
		title: 'ISO 9001:2008 प्रमाणन',
		text: 'हमारे क्वालिटी मैनेजमेंट सिस्टम को ISO 9001:2008 का प्रमाणन मिला: हर सेवा के लिए लिखित प्रक्रियाएँ, ऑडिट और ट्रेनिंग।',
	},
	{
		year: '2013',
		title: 'सिक्योरिटी सेवाओं का लाइसेंस',
		text: 'प्राइवेट सिक्योरिटी एजेंसी (रेगुलेशन) एक्ट के तहत लाइसेंस मिलने पर हमने अपनी सेवाओं में गार्ड और निगरानी जोड़ी।',
	},
	{
		year: '2015',
		title: 'Mumbai और Nagpur में ब्रांच',
		text: 'Mumbai और Nagpur के ब्रांच ऑफ़िसों से पूरे Maharashtra में सुपरवाइज़र हमारे क्लाइंट के और करीब पहुँचे।',
	},
	{
		year: '2017',
		title: 'पाँच राज्य',
		text: 'Rajasthan, Delhi, Telangana और Andhra Pradesh के क्लाइंट के लिए काम से Brisk, Maharashtra के बाहर पहुँचा।',
	},
	{
		year: '2019',
		title: 'पेरोल पर 1000+ लोग',
		text: 'अब हमारे पेरोल पर 1000 से ज़्यादा प्रशिक्षित लोग काम करते हैं, और पेरोल व नियमों का पालन हम खुद संभालते हैं।',
	},
	{
		year: '2022',
		title: '180+ क्लाइंट',
		text: '2020-22 तक 180 से ज़्यादा क्लाइंट Brisk पर भरोसा करते हैं, और कुल काम का मूल्य 200 करोड़ रुपये से ज़्यादा है।',
	},
]
