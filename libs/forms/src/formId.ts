const CMS_PREFIX = 'cms.';

/**
 * The id of a form the CMS defines: where it lives (the story's full slug and the blok's uid), so
 * the endpoint loads the definition from the CMS itself and never trusts one a browser sends.
 * Dots stand for slashes so that the id is a single URL path segment (`/api/forms/{formId}`).
 */
export function customFormId(storySlug: string, uid: string): string {
  const slug = storySlug.replace(/^\/+|\/+$/g, '');
  return `${CMS_PREFIX}${slug.split('/').join('.')}.${uid}`;
}

/** Where a CMS form lives, from its id; null for any other id (the interest form's, a made-up one). */
export function parseCustomFormId(formId: string): { fullSlug: string; uid: string } | null {
  if (!formId.startsWith(CMS_PREFIX)) return null;
  const parts = formId.slice(CMS_PREFIX.length).split('.');
  const uid = parts.pop();
  if (!uid || parts.length === 0 || parts.some((part) => !/^[\w-]+$/.test(part))) return null;
  return { fullSlug: parts.join('/'), uid };
}
