/** The hidden field people never see and bots fill in (the endpoint drops what has it). */
export const HONEYPOT_FIELD = 'website';
/** The body field (or query parameter) naming the locale of the endpoint's messages. */
export const LOCALE_FIELD = 'locale';
