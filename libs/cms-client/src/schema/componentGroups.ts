/** The component groups editors find the site's components in, by name. */
export const componentGroups = {
  contentTypes: 'Content types',
  contentParts: 'Content type parts',
  text: 'Text blocks',
  media: 'Media blocks',
  listing: 'Listing blocks',
  form: 'Form blocks',
  blockParts: 'Block parts',
} as const;

/** What a page body may hold: every block group, no parts and no content types. */
export const bodyGroups: string[] = [
  componentGroups.text,
  componentGroups.media,
  componentGroups.listing,
  componentGroups.form,
];
