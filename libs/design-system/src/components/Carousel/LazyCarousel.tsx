'use client';
import { lazyComponent } from '../../utils/lazyComponent';
import type { CarouselProps } from './Carousel';

/** The carousel, its code loaded only on pages that show one (see lazyComponent). */
export const LazyCarousel = lazyComponent<CarouselProps>(() => import('./Carousel').then((module) => module.Carousel));
