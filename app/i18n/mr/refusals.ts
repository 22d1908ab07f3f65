import type { refusals as en } from '../en/refusals.ts'

export const refusals = {
	'refusal.badAddress.title': 'ही लिंक अपूर्ण आहे',
	'refusal.badAddress': 'ही लिंक बरोबर नाही: कदाचित ती अर्धवट कॉपी झाली आहे. पूर्ण लिंक पुन्हा उघडा.',
	'refusal.tooLarge': 'पाठवलेली माहिती खूप मोठी आहे.',
	'refusal.filesTooLarge': 'फाइल्स खूप मोठ्या आहेत: प्रत्येक फाइल जास्तीत जास्त {size} ची असू शकते. मागे जाऊन लहान फाइल्स निवडा.',
	'refusal.fileTooLarge': 'फाइल खूप मोठी आहे: जास्तीत जास्त {size}. मागे जाऊन लहान फाइल निवडा.',
	'refusal.timeout': 'माहिती पोहोचायला खूप वेळ लागला. कृपया पुन्हा प्रयत्न करा.',
	'refusal.tooMany': 'तुम्ही अनेक वेळा प्रयत्न केला आहे. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
	'refusal.method': 'येथे ही पद्धत चालत नाही.',
	'refusal.otherSite': 'हा फॉर्म दुसऱ्या साइटवरून पाठवला होता. आमच्या साइटवर फॉर्म उघडून पुन्हा पाठवा.',
	'refusal.token': 'हा फॉर्म बराच वेळ उघडा होता. पान पुन्हा उघडून फॉर्म पुन्हा पाठवा.',
	'refusal.notForm': 'हा फॉर्म वेब फॉर्मप्रमाणे पाठवा (application/x-www-form-urlencoded किंवा multipart/form-data).',
	'refusal.incomplete': 'फॉर्म अपूर्ण पोहोचला. कृपया मागे जाऊन पुन्हा पाठवा.',
	'refusal.broken': 'फॉर्म बिघडलेल्या स्थितीत पोहोचला. कृपया मागे जाऊन पुन्हा पाठवा.',
	'refusal.busy': 'सध्या आम्हाला खूप फाइल्स येत आहेत. कृपया मागे जाऊन एका मिनिटाने पुन्हा प्रयत्न करा.',
} as const satisfies Record<keyof typeof en, string>
