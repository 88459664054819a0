'use client';
import { createContext, useContext, type ComponentType, type ImgHTMLAttributes, type ReactNode } from 'react';

/** Props every image component must accept: `src`, `alt`, and optional intrinsic size. */
export type ImageComponentProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Load early (above the fold). next/image reads this; a plain img turns it into fetchpriority. */
  priority?: boolean;
};

export type ImageComponent = ComponentType<ImageComponentProps>;

function PlainImage({ priority, loading, decoding, ...props }: ImageComponentProps) {
  return (
    // eslint-disable-next-line jsx-a11y/alt-text -- alt is a required prop and is spread
    <img
      {...props}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      // A priority image is likely the largest paint: decoded with the frame, it shows in the
      // first paint instead of a later one.
      decoding={decoding ?? (priority ? 'sync' : 'async')}
    />
  );
}

const ImageContext = createContext<ImageComponent>(PlainImage);

/** Supplies the component `Image` renders: a plain `<img>` by default, `next/image` in the apps. */
export function ImageProvider({ component, children }: { component: ImageComponent; children: ReactNode }) {
  return <ImageContext.Provider value={component}>{children}</ImageContext.Provider>;
}

/** The image component of the nearest `ImageProvider`. */
export function useImageComponent(): ImageComponent {
  return useContext(ImageContext);
}
