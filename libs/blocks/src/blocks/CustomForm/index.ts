import { defineBlock } from '../../core/defineBlock';
import { CustomForm } from './CustomForm';
import { customFormSchema } from './schema';

export const customFormBlock = defineBlock({ schema: customFormSchema, component: CustomForm });
export type { CustomFormContent } from './schema';
