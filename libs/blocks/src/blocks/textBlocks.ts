import type { BlockRegistry } from '../core/types';
import { centeredTitleParagraphBlock } from './CenteredTitleParagraph';
import { richTextBlock } from './RichTextBlock';

export const textBlocks: BlockRegistry = {
  centered_title_paragraph: centeredTitleParagraphBlock,
  rich_text: richTextBlock,
};
