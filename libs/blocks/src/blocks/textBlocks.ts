import type { BlockRegistry } from '../core/types';
import { accordionBlock } from './Accordion';
import { centeredTitleParagraphBlock } from './CenteredTitleParagraph';
import { paragraphsGridBlock } from './ParagraphsGrid';
import { richTextBlock } from './RichTextBlock';

export const textBlocks: BlockRegistry = {
  accordion: accordionBlock,
  centered_title_paragraph: centeredTitleParagraphBlock,
  paragraphs_grid: paragraphsGridBlock,
  rich_text: richTextBlock,
};
