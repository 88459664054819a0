// Every block's Storyblok declaration, without the blocks' components and styles: what `cms:schema`
// reads (`@clavis/blocks/components`).
import { accordion, accordionItem } from './blocks/Accordion/schema';
import { articleHero } from './blocks/ArticleHero/schema';
import { categoriesSorting } from './blocks/CategoriesSorting/schema';
import { centeredTitleParagraph } from './blocks/CenteredTitleParagraph/schema';
import { commercialCard } from './blocks/CommercialCard/schema';
import { customForm } from './blocks/CustomForm/declaration';
import { downloadableList } from './blocks/DownloadableList/schema';
import { editorialHero, editorialHeroFixedRatio } from './blocks/EditorialHero/schema';
import { fullBanner, fullBannerFixedRatio } from './blocks/FullBanner/schema';
import { imageGrid } from './blocks/ImageGrid/schema';
import { mediaCarousel, mediaSlide } from './blocks/MediaCarousel/schema';
import { newsCarousel } from './blocks/NewsCarousel/schema';
import { newsGrid } from './blocks/NewsGrid/schema';
import { pagesSorting } from './blocks/PagesSorting/schema';
import { paragraphItem, paragraphsGrid } from './blocks/ParagraphsGrid/schema';
import { preFooter } from './blocks/PreFooter/schema';
import { productHero } from './blocks/ProductHero/schema';
import { productsCarousel } from './blocks/ProductsCarousel/schema';
import { repeatableTextAndImage, textAndImage } from './blocks/RepeatableTextAndImage/schema';
import { richTextBlockComponent } from './blocks/RichTextBlock/schema';
import { richTextWithImage } from './blocks/RichTextWithImage/schema';
import { slimHero } from './blocks/SlimHero/schema';
import { smallBanner } from './blocks/SmallBanner/schema';
import { standaloneMedia } from './blocks/StandaloneMedia/schema';

/** Every block and the parts only blocks nest, in the order an editor's list shows them. */
export const blockComponents = [
  accordion,
  accordionItem,
  articleHero,
  centeredTitleParagraph,
  paragraphsGrid,
  paragraphItem,
  repeatableTextAndImage,
  textAndImage,
  richTextBlockComponent,
  richTextWithImage,
  slimHero,
  editorialHero,
  editorialHeroFixedRatio,
  fullBanner,
  fullBannerFixedRatio,
  smallBanner,
  imageGrid,
  mediaCarousel,
  mediaSlide,
  standaloneMedia,
  preFooter,
  commercialCard,
  categoriesSorting,
  downloadableList,
  newsCarousel,
  newsGrid,
  pagesSorting,
  productHero,
  productsCarousel,
  customForm,
] as const;
