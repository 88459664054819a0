import type { StoryblokAssetFileType, StoryblokComponent, StoryblokField } from './storyblokComponent';

/** One way a story's content breaks the space's components. */
export interface ContentProblem {
  /** Where in the content: `body[2]`, `body[2].items[0]`; empty for the story's own fields. */
  path: string;
  /** The block the field belongs to (the content type at the top). */
  component: string;
  /** The field, or none when the block itself is wrong (unknown, not allowed there). */
  field?: string;
  message: string;
}

export interface ValidateContentOptions {
  /**
   * Check required fields too. Storyblok's editor saves a draft with a required field empty and
   * refuses only to publish it.
   * @default false
   */
  publishing?: boolean;
}

/** `hero.title (body[2]): is a number, a text field holds text`: block, field, where, what. */
export function formatContentProblem({ path, component, field, message }: ContentProblem): string {
  return `${field ? `${component}.${field}` : component}${path ? ` (${path})` : ''}: ${message}`;
}

const FILE_EXTENSIONS: Record<StoryblokAssetFileType, readonly string[]> = {
  images: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'avif', 'bmp', 'tif', 'tiff'],
  docs: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'rtf', 'odt', 'ods', 'zip'],
  videos: ['mp4', 'webm', 'mov', 'm4v', 'ogv'],
  audios: ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'flac'],
};

const LINK_TYPES = new Set(['story', 'url', 'email', 'asset']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && 'filename' in value && !value['filename']) ||
  (isObject(value) && value['fieldtype'] === 'multilink' && !value['id'] && !value['url'] && !value['email']);

/**
 * What in a story's content the space's components do not allow, the way Storyblok's editor
 * would not let it be saved: a block no component defines (or one not allowed where it sits), a
 * field holding the wrong kind of value, a choice outside the options, a file of another type, a
 * bloks list past its bounds. Fields the components do not define are kept, as Storyblok keeps
 * them. Empty when the content fits.
 */
export function validateContent(
  content: unknown,
  components: readonly StoryblokComponent[],
  options: ValidateContentOptions = {},
): ContentProblem[] {
  const byName = new Map(components.map((component) => [component.name, component]));
  const problems: ContentProblem[] = [];

  function checkBlok(blok: unknown, path: string, allowed: (component: StoryblokComponent) => string | undefined): void {
    if (!isObject(blok) || typeof blok['component'] !== 'string') {
      problems.push({ path, component: '?', message: `is ${kindOf(blok)}, not a block with a component name` });
      return;
    }
    const name = blok['component'];
    const component = byName.get(name);
    if (!component) {
      problems.push({ path, component: name, message: `is an unknown block: no component "${name}" in the space` });
      return;
    }
    const refusal = allowed(component);
    if (refusal) {
      problems.push({ path, component: name, message: refusal });
      return;
    }
    if (path !== '' && typeof blok['_uid'] !== 'string') problems.push({ path, component: name, message: 'has no _uid' });
    for (const [key, definition] of Object.entries(component.schema)) {
      checkField(blok[key], definition, { path, component: name, field: key });
    }
  }

  function nestedAllowed(definition: StoryblokField): (component: StoryblokComponent) => string | undefined {
    return (component) => {
      if (!component.is_nestable) return 'is a content type and cannot be nested in a block';
      if (!definition.restrict_components) return undefined;
      if (definition.restrict_type === 'groups') {
        const groups = definition.component_group_whitelist ?? [];
        return component.component_group_uuid !== null && groups.includes(component.component_group_uuid)
          ? undefined
          : 'is not in a component group this field allows';
      }
      return (definition.component_whitelist ?? []).includes(component.name) ? undefined : 'is not allowed in this field';
    };
  }

  function checkBloks(list: unknown[], definition: StoryblokField, at: string): void {
    list.forEach((item, index) => checkBlok(item, `${at}[${index}]`, nestedAllowed(definition)));
  }

  function checkRichText(node: unknown, definition: StoryblokField, at: string): void {
    if (!isObject(node)) return;
    if (node['type'] === 'blok' && isObject(node['attrs']) && Array.isArray(node['attrs']['body'])) {
      checkBloks(node['attrs']['body'], definition, at);
    }
    if (Array.isArray(node['content'])) node['content'].forEach((child) => checkRichText(child, definition, at));
  }

  function checkAsset(value: unknown, definition: StoryblokField, report: (message: string) => void): void {
    if (!isObject(value) || typeof value['filename'] !== 'string') {
      report(`is ${kindOf(value)}; an asset field holds a file (an object with a filename)`);
      return;
    }
    const filename = value['filename'];
    const allowedTypes = definition.filetypes;
    if (!filename || !allowedTypes?.length) return;
    const extension = filename.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
    if (!allowedTypes.some((type) => FILE_EXTENSIONS[type].includes(extension))) {
      report(`holds a .${extension} file; this field takes ${allowedTypes.join(', ')}`);
    }
  }

  function checkField(value: unknown, definition: StoryblokField, where: Omit<ContentProblem, 'message'>): void {
    const report = (message: string): void => {
      problems.push({ ...where, message });
    };
    const fieldPath = `${where.path ? `${where.path}.` : ''}${where.field}`;
    if (isBlank(value)) {
      if (options.publishing && definition.required) report('is required');
      if (value === undefined || value === null) return;
    }
    switch (definition.type) {
      case 'text':
      case 'textarea':
      case 'markdown':
        if (typeof value !== 'string') return report(`is ${kindOf(value)}; a ${definition.type} field holds text`);
        if (definition.max_length !== undefined && value.length > definition.max_length) {
          report(`is ${value.length} characters long; at most ${definition.max_length}`);
        }
        return;
      case 'number': {
        const number = typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;
        if (number === undefined) return;
        if (typeof number !== 'number' || !Number.isFinite(number)) return report(`is ${JSON.stringify(value)}; a number field holds a number`);
        if (definition.min_value !== undefined && number < definition.min_value) report(`is ${number}; at least ${definition.min_value}`);
        if (definition.max_value !== undefined && number > definition.max_value) report(`is ${number}; at most ${definition.max_value}`);
        return;
      }
      case 'boolean':
        if (typeof value !== 'boolean') report(`is ${kindOf(value)}; a boolean field holds true or false`);
        return;
      case 'datetime':
        if (typeof value !== 'string') return report(`is ${kindOf(value)}; a date field holds a date as text`);
        if (value !== '' && Number.isNaN(Date.parse(value.replace(' ', 'T')))) report(`is "${value}", not a date`);
        return;
      case 'option': {
        if (typeof value !== 'string') return report(`is ${kindOf(value)}; an option field holds one value`);
        const choices = definition.source ? undefined : definition.options?.map((choice) => choice.value);
        if (value !== '' && choices && !choices.includes(value)) report(`is "${value}", not one of ${choices.join(', ')}`);
        return;
      }
      case 'options': {
        if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
          return report(`is ${kindOf(value)}; an options field holds a list of values`);
        }
        const choices = definition.source ? undefined : definition.options?.map((choice) => choice.value);
        const outside = choices ? value.filter((item) => !choices.includes(item as string)) : [];
        if (outside.length > 0) report(`holds ${outside.map((item) => `"${item}"`).join(', ')}, not among the options`);
        return;
      }
      case 'asset':
        return checkAsset(value, definition, report);
      case 'multiasset':
        if (!Array.isArray(value)) return report(`is ${kindOf(value)}; a multi-asset field holds a list of files`);
        value.forEach((item, index) => checkAsset(item, definition, (message) => report(`[${index}] ${message}`)));
        return;
      case 'multilink': {
        if (!isObject(value)) return report(`is ${kindOf(value)}; a link field holds a link`);
        const linktype = value['linktype'];
        if (typeof linktype !== 'string' || !LINK_TYPES.has(linktype)) return report(`has link type ${JSON.stringify(linktype)}`);
        if (linktype === 'email' && definition.email_link_type === false) report('is an e-mail link; this field takes none');
        if (linktype === 'asset' && definition.asset_link_type === false) report('is an asset link; this field takes none');
        if (linktype === 'story' && value['id'] !== undefined && typeof value['id'] !== 'string') report('links a story by something else than its uuid');
        return;
      }
      case 'bloks': {
        if (!Array.isArray(value)) return report(`is ${kindOf(value)}; a bloks field holds a list of blocks`);
        if (definition.minimum !== undefined && value.length < definition.minimum) report(`holds ${value.length} blocks; at least ${definition.minimum}`);
        if (definition.maximum !== undefined && value.length > definition.maximum) report(`holds ${value.length} blocks; at most ${definition.maximum}`);
        return checkBloks(value, definition, fieldPath);
      }
      case 'richtext':
        if (value === '') return;
        if (!isObject(value) || value['type'] !== 'doc') return report(`is ${kindOf(value)}; a rich-text field holds a document`);
        return checkRichText(value, definition, fieldPath);
      case 'table':
        if (!isObject(value) || !Array.isArray(value['thead']) || !Array.isArray(value['tbody'])) {
          report(`is ${kindOf(value)}; a table field holds thead and tbody`);
        }
        return;
      default:
        return;
    }
  }

  checkBlok(content, '', (component) => (component.is_root ? undefined : 'is not a content type (is_root): a story cannot be one'));
  return problems;
}
