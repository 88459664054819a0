import type { RuleArgument, RuleDefinition } from './ruleTypes';
import { asDate, asNumber, asText, isEmpty, sizeOf } from './values';

const onlyText = (test: (text: string) => boolean) => (value: unknown) => {
  const text = asText(value);
  return text !== null && test(text);
};

const pattern = (regex: RegExp): RuleDefinition => ({
  validate: onlyText((text) => regex.test(text)),
});

const letters = '\\p{L}\\p{M}';
const symbols = '!-/:-@\\[-`{-~';

/** `/^a.c$/i` as text becomes a RegExp; any other text must match exactly. */
function toMatcher(arg: RuleArgument): (text: string) => boolean {
  const source = String(arg);
  const literal = /^\/(.+)\/([dgimsuy]*)$/.exec(source);
  if (literal) {
    try {
      const regex = new RegExp(literal[1] as string, (literal[2] as string).replace('g', ''));
      return (text) => regex.test(text);
    } catch {
      return () => false;
    }
  }
  return (text) => text === source;
}

const dateTokens: Record<string, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MM: '(0[1-9]|1[0-2])',
  M: '([1-9]|1[0-2])',
  DD: '(0[1-9]|[12]\\d|3[01])',
  D: '([1-9]|[12]\\d|3[01])',
};

/** Whether `text` follows a format such as `DD.MM.YYYY` and names a real calendar day. */
function followsDateFormat(text: string, format: string): boolean {
  const order: string[] = [];
  const source = format
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/YYYY|YY|MM|M|DD|D/g, (token) => {
      order.push(token);
      return dateTokens[token] as string;
    });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return false;
  const parts: Record<string, number> = {};
  order.forEach((token, index) => {
    parts[token[0] as string] = Number(match[index + 1]);
  });
  const year = parts.Y === undefined ? 2000 : parts.Y < 100 ? 2000 + parts.Y : parts.Y;
  const month = parts.M ?? 1;
  const day = parts.D ?? 1;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

interface FileLike {
  type?: string;
  name?: string;
}

function filesOf(value: unknown): FileLike[] {
  if (Array.isArray(value)) return value as FileLike[];
  if (typeof FileList !== 'undefined' && value instanceof FileList) return Array.from(value);
  if (value && typeof value === 'object') return [value as FileLike];
  return [];
}

function mimeMatches(file: FileLike, accepted: readonly RuleArgument[]): boolean {
  const type = (file.type ?? '').toLowerCase();
  return accepted.some((arg) => {
    const wanted = String(arg).toLowerCase();
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    if (wanted.startsWith('.')) return (file.name ?? '').toLowerCase().endsWith(wanted);
    return type === wanted;
  });
}

function confirmTarget(name: string, args: readonly RuleArgument[]): string {
  if (args[0] !== undefined) return String(args[0]);
  return name.endsWith('_confirm') ? name.slice(0, -'_confirm'.length) : `${name}_confirm`;
}

const list = (args: readonly RuleArgument[]) => args.map(String).join(', ');

/**
 * Every generic rule of SPEC.md section 5, with the semantics of the form library the original
 * site used: rules other than required, accepted and require_one pass on an empty value.
 */
export const ruleDefinitions = {
  accepted: {
    judgesEmpty: true,
    validate: (value) => ['yes', 'on', '1', 1, true, 'true'].includes(value as never),
  },
  alpha: pattern(new RegExp(`^[${letters}]+$`, 'u')),
  alphanumeric: pattern(new RegExp(`^[${letters}\\p{N}]+$`, 'u')),
  alpha_spaces: pattern(new RegExp(`^[${letters} ]+$`, 'u')),
  contains_alpha: pattern(new RegExp(`[${letters}]`, 'u')),
  contains_alphanumeric: pattern(new RegExp(`[${letters}\\p{N}]`, 'u')),
  contains_alpha_spaces: pattern(new RegExp(`[${letters} ]`, 'u')),
  contains_symbol: pattern(new RegExp(`[${symbols}]`)),
  contains_uppercase: pattern(/\p{Lu}/u),
  contains_lowercase: pattern(/\p{Ll}/u),
  contains_numeric: pattern(/\p{N}/u),
  symbol: pattern(new RegExp(`^[${symbols}]+$`)),
  uppercase: pattern(/^\p{Lu}+$/u),
  lowercase: pattern(/^\p{Ll}+$/u),
  date_after: {
    validate: (value, args) => {
      const date = asDate(value);
      const after = args[0] === undefined ? new Date() : asDate(args[0]);
      return date !== null && after !== null && date.getTime() > after.getTime();
    },
    messageValues: (args) => ({ date: args[0] === undefined ? '' : String(args[0]) }),
  },
  date_before: {
    validate: (value, args) => {
      const date = asDate(value);
      const before = args[0] === undefined ? new Date() : asDate(args[0]);
      return date !== null && before !== null && date.getTime() < before.getTime();
    },
    messageValues: (args) => ({ date: args[0] === undefined ? '' : String(args[0]) }),
  },
  date_between: {
    validate: (value, args) => {
      const date = asDate(value);
      const from = asDate(args[0]);
      const to = asDate(args[1]);
      if (date === null || from === null || to === null) return false;
      const [low, high] = from <= to ? [from, to] : [to, from];
      return date.getTime() >= low.getTime() && date.getTime() <= high.getTime();
    },
    messageValues: (args) => ({ from: String(args[0] ?? ''), to: String(args[1] ?? '') }),
  },
  date_format: {
    validate: (value, args) => {
      const text = asText(value);
      if (text === null) return value instanceof Date && asDate(value) !== null;
      return args[0] === undefined
        ? asDate(text) !== null
        : followsDateFormat(text, String(args[0]));
    },
    messageValues: (args) => ({ format: String(args[0] ?? '') }),
  },
  between: {
    validate: (value, args) => {
      const number = asNumber(value);
      const a = asNumber(args[0]);
      const b = asNumber(args[1]);
      if (number === null || a === null || b === null) return false;
      return number >= Math.min(a, b) && number <= Math.max(a, b);
    },
    messageValues: (args) => ({ min: String(args[0] ?? ''), max: String(args[1] ?? '') }),
  },
  confirm: {
    validate: (value, args, { name, values }) =>
      String(value) === String(values[confirmTarget(name, args)] ?? ''),
  },
  email: pattern(/^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\].]+(\.[^\s@"(),:;<>[\\\].]+)+$/),
  ends_with: {
    validate: (value, args) => {
      const text = asText(value);
      return text !== null && args.some((suffix) => text.endsWith(String(suffix)));
    },
    messageValues: (args) => ({ values: list(args) }),
  },
  starts_with: {
    validate: (value, args) => {
      const text = asText(value);
      return text !== null && args.some((prefix) => text.startsWith(String(prefix)));
    },
    messageValues: (args) => ({ values: list(args) }),
  },
  is: {
    // For a multiple choice, every chosen value must be allowed.
    validate: (value, args) =>
      (Array.isArray(value) ? value : [value]).every((item) =>
        args.map(String).includes(String(item)),
      ),
    messageValues: (args) => ({ values: list(args) }),
  },
  not: {
    validate: (value, args) =>
      (Array.isArray(value) ? value : [value]).every(
        (item) => !args.map(String).includes(String(item)),
      ),
    messageValues: (args) => ({ values: list(args) }),
  },
  matches: {
    validate: (value, args) => {
      const text = asText(value);
      return text !== null && args.some((arg) => toMatcher(arg)(text));
    },
  },
  length: {
    validate: (value, args) => {
      const size = sizeOf(value);
      const min = asNumber(args[0]) ?? 0;
      const max = args[1] === undefined ? Infinity : (asNumber(args[1]) ?? Infinity);
      return size !== null && size >= Math.min(min, max) && size <= Math.max(min, max);
    },
    messageValues: (args) => ({ min: String(args[0] ?? 0), max: String(args[1] ?? '') }),
  },
  max: {
    validate: (value, args) => {
      const limit = asNumber(args[0] ?? 10);
      if (limit === null) return false;
      if (Array.isArray(value)) return value.length <= limit;
      const number = asNumber(value);
      return number !== null && number <= limit;
    },
    messageValues: (args) => ({ max: String(args[0] ?? 10) }),
  },
  min: {
    validate: (value, args) => {
      const limit = asNumber(args[0] ?? 1);
      if (limit === null) return false;
      if (Array.isArray(value)) return value.length >= limit;
      const number = asNumber(value);
      return number !== null && number >= limit;
    },
    messageValues: (args) => ({ min: String(args[0] ?? 1) }),
  },
  mime: {
    validate: (value, args) => {
      const files = filesOf(value);
      return files.length > 0 && files.every((file) => mimeMatches(file, args));
    },
    messageValues: (args) => ({ types: list(args) }),
  },
  number: { validate: (value) => asNumber(value) !== null },
  require_one: {
    judgesEmpty: true,
    validate: (value, args, { values }) =>
      !isEmpty(value) || args.some((field) => !isEmpty(values[String(field)])),
  },
  required: { judgesEmpty: true, validate: (value) => !isEmpty(value) },
  url: {
    validate: (value, args) => {
      const text = asText(value);
      if (text === null) return false;
      const protocols = (args.length > 0 ? args : ['http', 'https']).map((p) =>
        String(p).replace(/:$/, '').toLowerCase(),
      );
      try {
        const url = new URL(text.trim());
        return protocols.includes(url.protocol.slice(0, -1)) && url.hostname !== '';
      } catch {
        return false;
      }
    },
  },
} satisfies Record<string, RuleDefinition>;

export type RuleName = keyof typeof ruleDefinitions;

export const ruleNames = Object.keys(ruleDefinitions) as RuleName[];

export function isRuleName(value: string): value is RuleName {
  return Object.prototype.hasOwnProperty.call(ruleDefinitions, value);
}
