'use client';
import { lazyComponent } from '@clavis/design-system';

/** The visual editor's bridge, its code loaded only on draft previews (see lazyComponent). */
export const LazyStoryblokBridge = lazyComponent(() => import('./StoryblokBridge').then((module) => module.StoryblokBridge));
