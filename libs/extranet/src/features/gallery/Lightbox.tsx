import { ButtonLink, Dialog, IconButton, IconChevronLeft, IconChevronRight, IconDownload, Select, Text } from '@clavis/design-system';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { ExtranetPicture } from '../../payload';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import * as styles from './Gallery.css';
import { downloadUrl, pictureSizes, sizedPictureUrl, type PictureSizeId } from './pictureSizes';
import { PICTURE_TRANSFORMS } from '../../pictureTransforms';

export interface LightboxProps {
  pictures: readonly ExtranetPicture[];
  /** The open picture, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  context: ExtranetRenderContext;
}

/**
 * One picture large, in a modal dialog: previous and next by button or arrow key, Escape closes,
 * focus returns to the thumbnail; the picture downloads in the size chosen.
 */
export function Lightbox({ pictures, index, onIndexChange, context }: LightboxProps) {
  const [size, setSize] = useState<PictureSizeId>('medium');
  const t = (id: string, values?: Record<string, string | number>) => context.intl.formatMessage({ id }, values);
  const picture = index === null ? undefined : pictures[index];
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + pictures.length) % pictures.length);
  };
  useEffect(() => {
    if (index !== null && index >= pictures.length) onIndexChange(null);
  }, [index, pictures.length, onIndexChange]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLSelectElement) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const chosen = pictureSizes.find((option) => option.id === size) ?? pictureSizes[1];
  return (
    <Dialog
      open={picture !== undefined}
      onClose={() => onIndexChange(null)}
      title={picture ? picture.label : ''}
      description={index !== null ? t('extranet.picture_position', { index: index + 1, total: pictures.length }) : undefined}
      size="lg"
      closeLabel={t('common.close')}
    >
      {picture ? (
        // The dialog's content takes the arrow keys; the buttons do the same for pointer and screen readers.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div className={styles.stage} onKeyDown={onKeyDown}>
          <img className={styles.stageImage} src={sizedPictureUrl(picture.href, PICTURE_TRANSFORMS.medium, context.assets.imageService)} alt={picture.alt} width={picture.width} height={picture.height} />
          <div className={styles.toolbar}>
            <div>
              <IconButton label={t('extranet.previous_picture')} onClick={() => go(-1)} variant="secondary" icon={<IconChevronLeft />} />{' '}
              <IconButton label={t('extranet.next_picture')} onClick={() => go(1)} variant="secondary" icon={<IconChevronRight />} />
            </div>
            <Select
              label={t('extranet.picture_size')}
              value={size}
              onChange={(event) => setSize(event.target.value as PictureSizeId)}
              options={pictureSizes.map((option) => ({ value: option.id, label: t(option.labelId) }))}
            />
            <ButtonLink href={downloadUrl(sizedPictureUrl(picture.href, chosen.transform, context.assets.imageService))} download={picture.name} iconStart={<IconDownload />}>
              {t('extranet.download_picture')}
            </ButtonLink>
          </div>
          <Text size="sm" tone="muted">
            {picture.name}
          </Text>
        </div>
      ) : null}
    </Dialog>
  );
}
