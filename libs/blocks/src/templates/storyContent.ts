import type { Story } from '@clavis/cms-client';

/** The content type of a story (`page`, `product`...), or '' when the content has none. */
export function contentTypeOf(story: Pick<Story, 'content'>): string {
  const component = (story.content as { component?: unknown } | null)?.component;
  return typeof component === 'string' ? component : '';
}

/** A string field of a story's content, or undefined when missing or not a non-empty string. */
export function textField(story: Pick<Story, 'content'>, field: string): string | undefined {
  const value = (story.content as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The body bloks of a story, or [] when its body is not a list. */
export function bodyBloks(story: Pick<Story, 'content'>): readonly unknown[] {
  const body = (story.content as { body?: unknown } | null)?.body;
  return Array.isArray(body) ? body : [];
}

/** A story's title: its `title`, else its `name` field, else the story name. */
export function storyTitle(story: Pick<Story, 'content' | 'name'>): string {
  return textField(story, 'title') ?? textField(story, 'name') ?? story.name;
}
