/** What the extranet offers: gallery pictures, and documents to download. */
export type FileKind = 'picture' | 'document';

export interface FileType {
  kind: FileKind;
  /** The content type the site sends, whatever the CMS says. */
  contentType: string;
}

/**
 * The file types the extranet serves, by extension; anything else (HTML, SVG, scripts...) is never
 * signed nor served, since a signed link answers on the site's own origin.
 */
const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: { kind: 'picture', contentType: 'image/jpeg' },
  jpeg: { kind: 'picture', contentType: 'image/jpeg' },
  png: { kind: 'picture', contentType: 'image/png' },
  webp: { kind: 'picture', contentType: 'image/webp' },
  avif: { kind: 'picture', contentType: 'image/avif' },
  gif: { kind: 'picture', contentType: 'image/gif' },
  pdf: { kind: 'document', contentType: 'application/pdf' },
  zip: { kind: 'document', contentType: 'application/zip' },
  doc: { kind: 'document', contentType: 'application/msword' },
  docx: { kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { kind: 'document', contentType: 'application/vnd.ms-excel' },
  xlsx: { kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/** The type of an asset path (`f/287000/ab/x.pdf`) by its extension, or null when the extranet does not offer it. */
export function fileTypeOf(path: string): FileType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && Object.hasOwn(FILE_TYPES, extension) ? FILE_TYPES[extension] : undefined) ?? null;
}

/** Whether a content type (the image service's answer for a resized picture) is one of the pictures offered. */
export function isPictureContentType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return Object.values(FILE_TYPES).some((known) => known.kind === 'picture' && known.contentType === type);
}
