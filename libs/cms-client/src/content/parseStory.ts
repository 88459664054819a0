import type { z } from 'zod';
import type { Story } from '../types';
import { contentSchemas, type ContentOf, type ContentType } from './contentTypes';

/** A story whose content does not fit its content type: names the story, the field and the problem. */
export class StoryValidationError extends Error {
  override readonly name = 'StoryValidationError';
  readonly fullSlug: string;
  /** Dotted path of the first failing field inside `content` (`specifications.0.label`). */
  readonly field: string;
  readonly problems: { field: string; message: string }[];

  constructor(fullSlug: string, problems: { field: string; message: string }[]) {
    const first = problems[0] ?? { field: '(content)', message: 'is invalid' };
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    super(`Story "${fullSlug}": field "${first.field}" ${first.message}${more}`);
    this.fullSlug = fullSlug;
    this.field = first.field;
    this.problems = problems;
  }
}

function problemsOf(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(content)',
    message: issue.message.charAt(0).toLowerCase() + issue.message.slice(1),
  }));
}

/**
 * Checks a story against its content type (from `content.component`, or the one asked for) and
 * answers it typed; throws a StoryValidationError otherwise.
 */
export function parseStory<T extends ContentType>(story: Story<unknown>, expected?: T): Story<ContentOf<T>> {
  const component = (story.content as { component?: unknown } | null)?.component;
  const type = (expected ?? component) as T;
  if (expected && component !== expected) {
    throw new StoryValidationError(story.full_slug, [
      { field: 'component', message: `is ${JSON.stringify(component)}, expected "${expected}"` },
    ]);
  }
  const schema = (contentSchemas as Record<string, z.ZodType>)[type] as z.ZodType<ContentOf<T>> | undefined;
  if (!schema) {
    throw new StoryValidationError(story.full_slug, [
      { field: 'component', message: `${JSON.stringify(component)} is not a known content type` },
    ]);
  }
  const result = schema.safeParse(story.content);
  if (!result.success) throw new StoryValidationError(story.full_slug, problemsOf(result.error));
  return { ...story, content: result.data };
}
