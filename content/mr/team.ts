// Marathi text of content/team.ts: keep it in step with the English.
import type { Team } from '../team.ts'

// `expertise` and `function` are fixed English values the code groups by, so they
// stay in English here; each person's `name` is a role title until names are added.
export const team: Team = {
	directors: [
		{
			name: 'व्यवस्थापकीय संचालक',
			role: 'संस्थापक; कायदेशीर बाबी, करार आणि वित्त',
			expertise: 'Legal and finance',
			bio: '2009 मध्ये पुण्यात Brisk ची स्थापना केली. करार, वित्त आणि कायदेशीर पूर्तता यांचे नेतृत्व करतात, आणि सरकारी संस्था व कंपन्यांसोबत कंपनीचे संबंध त्यांनी उभे केले आहेत.',
		},
		{
			name: 'संचालक (कामकाज)',
			role: 'पाच राज्यांमधील सेवा पुरवठा',
			expertise: 'Operations',
			bio: 'पाचही राज्यांतील सेवा पुरवठा सांभाळतात: साइट पाहणी, कर्मचारी-योजना, देखरेख आणि गुणवत्ता ऑडिट, प्रशिक्षण आणि सुरक्षिततेवर विशेष भर देऊन.',
		},
		{
			name: 'संचालक (प्रशासन)',
			role: 'कार्यालये, भरती आणि कल्याण',
			expertise: 'Administration',
			bio: 'प्रशासन, कार्यालये आणि कर्मचाऱ्यांशी संबंधित कामे पाहतात, भरती आणि पडताळणीपासून ते 1000 पेक्षा जास्त कर्मचाऱ्यांच्या कल्याणापर्यंत.',
		},
	],
	heads: [
		{ name: 'मनुष्यबळ (HR) प्रमुख', function: 'HR and IR' },
		{ name: 'औद्योगिक संबंध (IR) प्रमुख', function: 'HR and IR' },
		{ name: 'कायदेशीर पूर्तता (कंप्लायन्स) प्रमुख', function: 'Compliance and payroll' },
		{ name: 'पगार (पेरोल) प्रमुख', function: 'Compliance and payroll' },
		{ name: 'लेखा (अकाउंट्स) प्रमुख', function: 'Accounts' },
		{ name: 'कामकाज प्रमुख, पश्चिम विभाग', function: 'Operations' },
		{ name: 'कामकाज प्रमुख, उत्तर आणि दक्षिण विभाग', function: 'Operations' },
		{ name: 'सुरक्षा कामकाज प्रमुख', function: 'Operations' },
		{ name: 'प्रशासन प्रमुख', function: 'Admin' },
	],
}
