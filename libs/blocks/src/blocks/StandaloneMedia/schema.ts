import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media/assetFields';

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

/**
 * `standalone_media`: one picture or one video with an optional caption. `media_type` says which
 * (image unless set); the video's picture field is its poster, its captions a WebVTT file.
 */
export const standaloneMedia = defineComponent({
  name: 'standalone_media',
  displayName: 'Standalone media',
  kind: 'nestable',
  group: componentGroups.media,
  fields: {
    media_type: field.option({ displayName: 'Media', options: ['image', 'video'], defaultValue: 'image' }),
    image: field.asset({
      displayName: 'Image',
      description: "The picture, or the video's poster.",
      filetypes: ['images'],
      schema: () => optionalImageSchema,
    }),
    video: field.asset({ displayName: 'Video', filetypes: ['videos'], schema: () => optionalImageSchema }),
    caption: field.text({ displayName: 'Caption', translatable: true, schema: () => optionalTextSchema }),
    captions: field.asset({
      displayName: 'Subtitles',
      description: 'Subtitles of the video (a WebVTT file).',
      filetypes: ['docs'],
      translatable: true,
      schema: () => optionalImageSchema,
    }),
  },
  refine: (blok, issues) => {
    if (blok.media_type === 'image' && !blok.image) {
      issues.addIssue({ code: 'custom', path: ['image'], message: 'an image is required' });
    }
    if (blok.media_type === 'video' && !blok.video) {
      issues.addIssue({ code: 'custom', path: ['video'], message: 'a video file is required' });
    } else if (blok.media_type === 'video' && blok.video && !VIDEO_FILE.test(blok.video.filename)) {
      issues.addIssue({ code: 'custom', path: ['video'], message: 'must be a video file (mp4, webm, ogg, mov)' });
    }
  },
});
export const standaloneMediaSchema = standaloneMedia.schema;

export type StandaloneMediaContent = z.infer<typeof standaloneMediaSchema>;
