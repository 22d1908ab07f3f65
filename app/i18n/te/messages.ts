import type { messages as en } from '../en/messages.ts'

// Text messages (SMS) to applicants: a Telugu part holds 70 characters, so the words are few.
export const messages = {
	'sms.received': 'Brisk: {title} కోసం దరఖాస్తు అందింది. నంబర్ {reference}. Brisk ఎప్పుడూ డబ్బు అడగదు.',
	'sms.shortlisted': 'Brisk: {job} కోసం దరఖాస్తు తదుపరి దశకు ఎంపికైంది. త్వరలో ఫోన్ చేస్తాం.',
	'sms.interview': 'Brisk: {job} ఇంటర్వ్యూ {date}, {time}, {place}.{askFor} ఆధార్ తేండి.',
	'sms.interviewAskFor': ' {name} గారిని కలవండి.',
	'sms.hired': 'Brisk: ఉద్యోగానికి ఎంపికయ్యారు ({job}). చేరడంపై ఫోన్ చేస్తాం. Brisk ఎప్పుడూ డబ్బు అడగదు.',
	'sms.rejected': 'Brisk: {job} కోసం దరఖాస్తు చేసినందుకు ధన్యవాదాలు. ఈసారి ఎంపిక కాలేదు.',
	'applicant.greeting': 'నమస్కారం {name} గారు, Brisk Facility Services నుండి: {job} కోసం మీ దరఖాస్తు {reference} గురించి.',
} as const satisfies Record<keyof typeof en, string>
