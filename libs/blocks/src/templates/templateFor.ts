import type { ComponentType } from 'react';
import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import { GenericPageTemplate } from './GenericPageTemplate';
import type { TemplateProps } from './types';

export type TemplateName = 'generic-page';

/** The template of a page (SPEC.md section 2 page templates), by route and content type. */
export function templateFor(_route: RouteName, _story: Story): TemplateName {
  return 'generic-page';
}

export const templateComponents: Record<TemplateName, ComponentType<TemplateProps>> = {
  'generic-page': GenericPageTemplate,
};
