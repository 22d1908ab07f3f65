// Names of the two hidden fields that keep bots out without a third-party
// captcha: a honeypot a person never sees, and a signed time stamp
// of when the form was shown.

/** A field a person never sees or fills; a bot that fills every input does. */
export const HONEYPOT_FIELD = 'website'

/** When the form was shown, signed by the server. */
export const FORM_STAMP_FIELD = '_shown'
