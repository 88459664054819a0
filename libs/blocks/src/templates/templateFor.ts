import type { ComponentType } from 'react';
import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import { listingRoutes } from '../pages/listingRoutes';
import { GenericPageTemplate } from './GenericPageTemplate';
import { LandingPageTemplate } from './LandingPageTemplate';
import { ExtranetProductDetailTemplate, ProductDetailTemplate } from './ProductDetailTemplate';
import { ProductResourceTemplate } from './ProductResourceTemplate';
import { StoryDetailTemplate } from './StoryDetailTemplate';
import { ExtranetStoryListingTemplate, StoryListingTemplate } from './StoryListingTemplate';
import { contentTypeOf } from './storyContent';
import { ThankYouTemplate } from './ThankYouTemplate';
import type { TemplateProps } from './types';

/** Page templates of SPEC.md section 2 that render a story (the skeletons are in `loadingTemplateFor`). */
export type TemplateName =
  | 'category-listing'
  | 'product-listing'
  | 'product-detail'
  | 'product-general-listing'
  | 'product-resource'
  | 'landing-page'
  | 'thank-you'
  | 'extranet-category-listing'
  | 'extranet-product-detail'
  | 'extranet-general-listing'
  | 'extranet-product-listing'
  | 'story-listing'
  | 'story-detail'
  | 'generic-page';

/** Routes whose template is fixed by the route, whatever the story's content type. */
const routeTemplates: Partial<Record<RouteName, TemplateName>> = {
  'category-slug': 'category-listing',
  products: 'product-general-listing',
  'products-automotive': 'product-listing',
  'products-residential': 'product-listing',
  'extranet-products': 'extranet-general-listing',
  'extranet-products-automotive': 'extranet-product-listing',
  'extranet-products-residential': 'extranet-product-listing',
};

/** Content types of the entries that listings link to: they open as a detail page. */
const entryTypes = new Set([
  'news',
  'event',
  'press_release',
  'bulletin',
  'job',
  'shop',
  'contact',
  'seller',
  'catalogue',
  'extranet_document',
]);

/**
 * The template of a page (SPEC.md section 2 page templates), by route and content type. Landings
 * win first (the `/:slug` landing-page check and the custom landings), then routes with a fixed
 * template, then listing routes, then the story's own type.
 */
export function templateFor(route: RouteName, story: Story): TemplateName {
  const type = contentTypeOf(story);
  if (type === 'custom_landing') return story.slug === 'thank-you' ? 'thank-you' : 'landing-page';
  if (type === 'landing_page') return 'landing-page';
  if (route === 'extranet-products-category') return type === 'product' ? 'extranet-product-detail' : 'extranet-category-listing';
  const fixed = routeTemplates[route];
  if (fixed) return fixed;
  if (type === 'product') return 'product-detail';
  if (listingRoutes[route]) return 'story-listing';
  if (type === 'resource') return 'product-resource';
  if (entryTypes.has(type)) return 'story-detail';
  return 'generic-page';
}

export const templateComponents: Record<TemplateName, ComponentType<TemplateProps>> = {
  'category-listing': StoryListingTemplate,
  'product-listing': StoryListingTemplate,
  'product-detail': ProductDetailTemplate,
  'product-general-listing': StoryListingTemplate,
  'product-resource': ProductResourceTemplate,
  'landing-page': LandingPageTemplate,
  'thank-you': ThankYouTemplate,
  'extranet-category-listing': ExtranetStoryListingTemplate,
  'extranet-product-detail': ExtranetProductDetailTemplate,
  'extranet-general-listing': ExtranetStoryListingTemplate,
  'extranet-product-listing': ExtranetStoryListingTemplate,
  'story-listing': StoryListingTemplate,
  'story-detail': StoryDetailTemplate,
  'generic-page': GenericPageTemplate,
};
