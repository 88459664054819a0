// @clavis/blocks/loaders: each block (its component, its schema and what only it needs) as a chunk
// of its own, for a browser that renders a page's bloks without loading every other block with
// them (the extranet: its home has one text blok, no form, no carousel). The server renders with
// the whole registry (`./registry`); `loaders.test.ts` keeps the two lists the same.
import type { BlockDefinition } from './core/types';

/** A block's definition, loaded on demand; rejects when its chunk cannot be fetched. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as BlockRegistry: each block has its own content type
export type BlockLoader = () => Promise<BlockDefinition<any>>;

/** Every block an editor can place, by Storyblok component name, as a loader. */
export const blockLoaders: Readonly<Record<string, BlockLoader>> = {
  accordion: () => import('./blocks/Accordion').then((module) => module.accordionBlock),
  article_hero: () => import('./blocks/ArticleHero').then((module) => module.articleHeroBlock),
  categories_sorting: () => import('./blocks/CategoriesSorting').then((module) => module.categoriesSortingBlock),
  centered_title_paragraph: () => import('./blocks/CenteredTitleParagraph').then((module) => module.centeredTitleParagraphBlock),
  commercial_card: () => import('./blocks/CommercialCard').then((module) => module.commercialCardBlock),
  custom_form: () => import('./blocks/CustomForm').then((module) => module.customFormBlock),
  downloadable_list: () => import('./blocks/DownloadableList').then((module) => module.downloadableListBlock),
  editorial_hero: () => import('./blocks/EditorialHero').then((module) => module.editorialHeroBlock),
  editorial_hero_fixed_ratio: () => import('./blocks/EditorialHero').then((module) => module.editorialHeroFixedRatioBlock),
  full_banner: () => import('./blocks/FullBanner').then((module) => module.fullBannerBlock),
  full_banner_fixed_ratio: () => import('./blocks/FullBanner').then((module) => module.fullBannerFixedRatioBlock),
  image_grid: () => import('./blocks/ImageGrid').then((module) => module.imageGridBlock),
  media_carousel: () => import('./blocks/MediaCarousel').then((module) => module.mediaCarouselBlock),
  news_carousel: () => import('./blocks/NewsCarousel').then((module) => module.newsCarouselBlock),
  news_grid: () => import('./blocks/NewsGrid').then((module) => module.newsGridBlock),
  pages_sorting: () => import('./blocks/PagesSorting').then((module) => module.pagesSortingBlock),
  paragraphs_grid: () => import('./blocks/ParagraphsGrid').then((module) => module.paragraphsGridBlock),
  pre_footer: () => import('./blocks/PreFooter').then((module) => module.preFooterBlock),
  product_hero: () => import('./blocks/ProductHero').then((module) => module.productHeroBlock),
  products_carousel: () => import('./blocks/ProductsCarousel').then((module) => module.productsCarouselBlock),
  repeatable_text_and_image: () => import('./blocks/RepeatableTextAndImage').then((module) => module.repeatableTextAndImageBlock),
  rich_text: () => import('./blocks/RichTextBlock').then((module) => module.richTextBlock),
  rich_text_with_image: () => import('./blocks/RichTextWithImage').then((module) => module.richTextWithImageBlock),
  slim_hero: () => import('./blocks/SlimHero').then((module) => module.slimHeroBlock),
  small_banner: () => import('./blocks/SmallBanner').then((module) => module.smallBannerBlock),
  standalone_media: () => import('./blocks/StandaloneMedia').then((module) => module.standaloneMediaBlock),
};
