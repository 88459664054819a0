import { defineBlock } from '../../core/defineBlock';
import { Accordion } from './Accordion';
import { accordionSchema } from './schema';

export const accordionBlock = defineBlock({ schema: accordionSchema, component: Accordion });
export type { AccordionContent, AccordionItemContent } from './schema';
