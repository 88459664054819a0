import type { BlockRegistry } from '../core/types';
import { accordionBlock } from './Accordion';
import { articleHeroBlock } from './ArticleHero';
import { centeredTitleParagraphBlock } from './CenteredTitleParagraph';
import { paragraphsGridBlock } from './ParagraphsGrid';
import { repeatableTextAndImageBlock } from './RepeatableTextAndImage';
import { richTextBlock } from './RichTextBlock';
import { richTextWithImageBlock } from './RichTextWithImage';

export const textBlocks: BlockRegistry = {
  accordion: accordionBlock,
  article_hero: articleHeroBlock,
  centered_title_paragraph: centeredTitleParagraphBlock,
  paragraphs_grid: paragraphsGridBlock,
  repeatable_text_and_image: repeatableTextAndImageBlock,
  rich_text: richTextBlock,
  rich_text_with_image: richTextWithImageBlock,
};
