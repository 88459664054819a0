import { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media';

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

/**
 * `standalone_media`: one picture or one video with an optional caption. `media_type` says which
 * (image unless set); the video's picture field is its poster, its captions a WebVTT file.
 */
export const standaloneMediaSchema = z.lazy(() =>
  z
    .object({
      _uid: z.string(),
      component: z.literal('standalone_media'),
      _editable: z.string().optional(),
      media_type: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.enum(['image', 'video']).default('image'),
      ),
      image: optionalImageSchema,
      video: optionalImageSchema,
      caption: optionalTextSchema,
      /** Subtitles of the video (a WebVTT file). */
      captions: optionalImageSchema,
    })
    .superRefine((blok, issues) => {
      if (blok.media_type === 'image' && !blok.image) {
        issues.addIssue({ code: 'custom', path: ['image'], message: 'an image is required' });
      }
      if (blok.media_type === 'video' && !blok.video) {
        issues.addIssue({ code: 'custom', path: ['video'], message: 'a video file is required' });
      } else if (
        blok.media_type === 'video' &&
        blok.video &&
        !VIDEO_FILE.test(blok.video.filename)
      ) {
        issues.addIssue({
          code: 'custom',
          path: ['video'],
          message: 'must be a video file (mp4, webm, ogg, mov)',
        });
      }
    }),
);

export type StandaloneMediaContent = z.infer<typeof standaloneMediaSchema>;
