import type { BlockRegistry } from '../core/types';
import { customFormBlock } from './CustomForm';

export const formBlocks: BlockRegistry = { custom_form: customFormBlock };
