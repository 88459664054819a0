/** The attribute of a locale switcher's link that holds the cookie choosing it writes (`serializeLocaleCookie`). */
export const LOCALE_COOKIE_ATTRIBUTE = 'data-locale-cookie';

/**
 * An inline script for the root layout: a click on any link with `LOCALE_COOKIE_ATTRIBUTE` writes
 * that cookie, before the browser follows the link.
 *
 * One listener on the document, in the HTML: pages hydrate after their largest paint, and a choice
 * made before that (a React click handler was not attached yet) went unremembered. The same
 * listener serves every later page of the visit, however it is rendered.
 */
export const LOCALE_COOKIE_SCRIPT = `document.addEventListener('click',function(event){var link=event.target instanceof Element&&event.target.closest('a[${LOCALE_COOKIE_ATTRIBUTE}]');if(link)document.cookie=link.getAttribute('${LOCALE_COOKIE_ATTRIBUTE}');},true);`;
