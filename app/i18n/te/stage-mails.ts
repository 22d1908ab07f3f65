import type { stageMails as en } from '../en/stage-mails.ts'

// The mails of an application's stages in Telugu. {job} stands before "కోసం" (for), so that the
// fallback ఈ ఉద్యోగం (this job) reads as well as a job's title. An interview's time of day: Telugu
// names the part of the day before the time (ఉదయం 10:30).
export const stageMails = {
	'stageMail.shortlisted.subject': '{job} కోసం మీ దరఖాస్తు తర్వాతి దశకు ఎంపికైంది',
	'stageMail.shortlisted.body':
		'నమస్కారం,\n\nBriskలో {job} కోసం దరఖాస్తు చేసినందుకు ధన్యవాదాలు. మీ దరఖాస్తు తర్వాతి దశకు ఎంపికైందని తెలియజేయడానికి సంతోషిస్తున్నాం. ఇంకా ఉద్యోగం ఖాయం కాలేదు; ఇంటర్వ్యూ ఏర్పాటు చేయడానికి త్వరలో మీకు ఫోన్ చేస్తాం.\n\n{signature}',
	'stageMail.interview.subject': '{job} కోసం ఇంటర్వ్యూ',
	'stageMail.interview.body':
		'నమస్కారం,\n\n{job} కోసం ఇంటర్వ్యూకు మిమ్మల్ని కలవాలనుకుంటున్నాం.\n\nరోజు: {date}\nసమయం: {time}\nస్థలం: {place}\n{askFor}\n\nదయచేసి మీ ఆధార్ కార్డు తీసుకురండి. ఆ సమయానికి రాలేకపోతే, ఈ ఈమెయిల్‌కు జవాబు ఇవ్వండి లేదా మాకు ఫోన్ చేయండి.\n\n{signature}',
	'stageMail.hired.subject': 'Briskకు స్వాగతం: {job}',
	'stageMail.hired.body':
		'నమస్కారం,\n\n{job} కోసం మీ దరఖాస్తుపై సంతోషకరమైన వార్త: మీరు ఉద్యోగానికి ఎంపికయ్యారు. ఉద్యోగంలో చేరడం గురించిన వివరాలతో త్వరలో మిమ్మల్ని సంప్రదిస్తాం.\n\nBrisk ఎప్పుడూ డబ్బు అడగదు. మా పేరు చెప్పి ఎవరైనా మిమ్మల్ని డబ్బులు అడిగితే, ఇవ్వకండి, మాకు ఫోన్ చేయండి.\n\n{signature}',
	'stageMail.rejected.subject': '{job} కోసం మీ దరఖాస్తు',
	'stageMail.rejected.body':
		'నమస్కారం,\n\nBriskలో {job} కోసం దరఖాస్తు చేసి ఆసక్తి చూపినందుకు ధన్యవాదాలు. జాగ్రత్తగా పరిశీలించిన తర్వాత, ఈసారి మిమ్మల్ని ఎంపిక చేయలేకపోయాం. మా ఇతర ఉద్యోగాలకు తప్పకుండా దరఖాస్తు చేయండి. మీ భవిష్యత్తుకు శుభాకాంక్షలు.\n\nBrisk ఎప్పుడూ డబ్బు అడగదు. డబ్బు తీసుకుని మా దగ్గర ఉద్యోగం ఇప్పిస్తామని ఎవరైనా అంటే, ఇవ్వకండి, మాకు ఫోన్ చేయండి.\n\n{signature}',
	'stageMail.signature': '{company}\nఫోన్: {phone}',
	// What {stage} says in a mail HR wrote, and {job} when the application names no job.
	'stageMail.stage.shortlisted': 'తర్వాతి దశకు ఎంపికయ్యారు',
	'stageMail.stage.interview': 'ఇంటర్వ్యూ',
	'stageMail.stage.hired': 'ఉద్యోగానికి ఎంపికయ్యారు',
	'stageMail.stage.rejected': 'ఎంపిక కాలేదు',
	'stageMail.applicant': 'దరఖాస్తుదారు',
	'stageMail.jobFallback': 'ఈ ఉద్యోగం',
	'stageMail.calledOff': 'ఈ ఇంటర్వ్యూ రద్దయింది.',
	'interview.time.morning': 'ఉదయం {clock}',
	'interview.time.afternoon': 'మధ్యాహ్నం {clock}',
	'interview.time.evening': 'సాయంత్రం {clock}',
	'interview.time.night': 'రాత్రి {clock}',
	'interview.label.when': 'ఎప్పుడు',
	'interview.label.where': 'ఎక్కడ',
	'interview.label.askFor': 'ఎవరిని కలవాలి',
} as const satisfies Record<keyof typeof en, string>
