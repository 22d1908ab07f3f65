// Text put into an XML document (the sitemap, the jobs feed): the five markup characters as
// character references, and what XML 1.0 does not allow at all removed. XML allows tab, line
// feed and carriage return of the control characters, and no unpaired surrogate or
// U+FFFE/U+FFFF (https://www.w3.org/TR/xml/#charsets): staff's pasted text may hold them, and
// one would make the whole document unreadable.
const NOT_XML =
	// eslint-disable-next-line no-control-regex -- the control characters are what it removes
	/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

export function escapeXml(text: string) {
	return text.replace(NOT_XML, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
