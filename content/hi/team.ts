// Hindi text of content/team.ts: keep it in step with the English.
import type { Team } from '../team.ts'

// `expertise` and `function` stay in English: their type allows only the English words.
export const team: Team = {
	directors: [
		{
			name: 'प्रबंध निदेशक',
			role: 'संस्थापक; कानूनी काम, कॉन्ट्रैक्ट और वित्त',
			expertise: 'Legal and finance',
			bio: '2009 में पुणे में Brisk की स्थापना की। कॉन्ट्रैक्ट, वित्त और कानूनी नियमों के पालन की ज़िम्मेदारी सँभालते हैं, और सरकारी संस्थाओं व कंपनियों के साथ कंपनी के रिश्ते इन्होंने ही बनाए हैं।',
		},
		{
			name: 'निदेशक (संचालन)',
			role: 'पाँच राज्यों में सेवाएँ पहुँचाना',
			expertise: 'Operations',
			bio: 'पाँचों राज्यों में सेवाओं का काम सँभालते हैं: साइट सर्वे, स्टाफ़ की योजना, निगरानी और गुणवत्ता ऑडिट, ट्रेनिंग और सुरक्षा पर खास ध्यान के साथ।',
		},
		{
			name: 'निदेशक (प्रशासन)',
			role: 'ऑफ़िस, भर्ती और कर्मचारी कल्याण',
			expertise: 'Administration',
			bio: 'प्रशासन, ऑफ़िसों और कर्मचारियों से जुड़े कामों की देखरेख करते हैं, भर्ती और जाँच से लेकर हमारे 1000 से ज़्यादा कर्मचारियों के कल्याण तक।',
		},
	],
	heads: [
		{ name: 'मानव संसाधन (HR) प्रमुख', function: 'HR and IR' },
		{ name: 'औद्योगिक संबंध (IR) प्रमुख', function: 'HR and IR' },
		{ name: 'कानूनी अनुपालन प्रमुख', function: 'Compliance and payroll' },
		{ name: 'वेतन (पेरोल) प्रमुख', function: 'Compliance and payroll' },
		{ name: 'लेखा प्रमुख', function: 'Accounts' },
		{ name: 'संचालन प्रमुख, पश्चिम', function: 'Operations' },
		{ name: 'संचालन प्रमुख, उत्तर और दक्षिण', function: 'Operations' },
		{ name: 'सुरक्षा संचालन प्रमुख', function: 'Operations' },
		{ name: 'प्रशासन प्रमुख', function: 'Admin' },
	],
}
