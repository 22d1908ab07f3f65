import type { messages as en } from '../en/messages.ts'

// Text messages (SMS) to applicants: a Telugu part holds 70 characters, so the words are few.
export const messages = {
	'sms.received': 'Brisk: {title} ఉద్యోగానికి మీ దరఖాస్తు అందింది. రిఫరెన్స్ నంబర్: {reference}.{more} Brisk ఎప్పుడూ డబ్బు అడగదు.',
	'sms.receivedMore': ' దరఖాస్తు స్థితి: {link} ఫోన్: {phone}.',
	'sms.receivedPhone': ' ఫోన్: {phone}.',
	'sms.shortlisted': 'Brisk: {job} ఉద్యోగానికి మీ దరఖాస్తు తర్వాతి దశకు ఎంపికైంది (ఇంకా ఉద్యోగం ఖాయం కాలేదు). ఇంటర్వ్యూకు ఫోన్ చేస్తాం.',
	'sms.interview': 'Brisk: {job} ఇంటర్వ్యూ {date}, {time}. స్థలం: {place}.{askFor}{bring}',
	'sms.interviewAskFor': ' {name} గారిని కలవండి.',
	'sms.interviewBring': ' ఆధార్ కార్డు తీసుకురండి.',
	'sms.hired': 'Brisk: మీరు {job} ఉద్యోగానికి ఎంపికయ్యారు. ఉద్యోగంలో చేరడం గురించి ఫోన్ చేస్తాం. Brisk ఎప్పుడూ డబ్బు అడగదు.',
	'sms.rejected': 'Brisk: {job} ఉద్యోగానికి దరఖాస్తు చేసినందుకు ధన్యవాదాలు. ఈసారి మీరు ఎంపిక కాలేదు.{more}{noFee}',
	'sms.rejectedMore': ' మా ఇతర ఉద్యోగాలు చూడండి.',
	'sms.rejectedNoFee': ' Brisk ఎప్పుడూ డబ్బు అడగదు.',
	'applicant.greeting': 'నమస్కారం {name} గారు, Brisk Facility Services నుండి: {job} కోసం మీ దరఖాస్తు {reference} గురించి.',
} as const satisfies Record<keyof typeof en, string>
