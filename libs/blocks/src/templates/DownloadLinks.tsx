import { ButtonLink, IconDownload, Inline } from '@clavis/design-system';
import type { StoryFile } from './storyFile';

/** Files of a page as download buttons, each named by its file ("Download: Futura Pro – Quick start"). */
export function DownloadLinks({ files, label }: { files: readonly StoryFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <Inline space="sm">
      {files.map((file) => (
        <ButtonLink key={file.href} href={file.href} variant="secondary" iconStart={<IconDownload />} download>
          {`${label}: ${file.label}`}
        </ButtonLink>
      ))}
    </Inline>
  );
}
