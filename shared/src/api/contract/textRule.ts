import { MAX_URL_LENGTH, URL_TOO_LONG_MESSAGE } from '../../validation/limits.ts';
import { isHttpUrl } from '../../validation/url.ts';

/*
 * What a rule for typed-in text is, how it is checked and how rules are built: rules.ts and
 * adminRules.ts state the contract's rules with these (zod-free, like them); `@beacon/shared`
 * exports the types, the checks and the message builders, not the builders.
 */

/** One limit with the message the platform answers when it is broken. */
export interface RuleCheck<V> {
  readonly value: V;
  readonly message: string;
}

/** A text field's rule. The text is trimmed before every check, like the schemas' `.trim()`. */
export interface TextRule {
  /** The message for an empty value; without it the field may stay empty (then no other check runs). */
  readonly required?: string;
  readonly minLength?: RuleCheck<number>;
  readonly maxLength?: RuleCheck<number>;
  readonly pattern?: RuleCheck<RegExp>;
  /** The characters allowed, checked after `pattern` (whose message then stays about the form of the text). */
  readonly characters?: RuleCheck<RegExp>;
  /** An absolute http(s) URL with a host, once `placeholder` (e.g. `{device_id}`) is filled in. */
  readonly httpUrl?: { readonly message: string; readonly placeholder?: string };
}

/** Which check of a `TextRule` fails, in the order the platform checks them. */
export type TextRuleProblem = 'required' | 'too-short' | 'too-long' | 'pattern' | 'characters' | 'url';

/** Why the platform would refuse `value` under `rule`; undefined when it is accepted. */
export function textRuleProblem(rule: TextRule, value: unknown): TextRuleProblem | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return rule.required === undefined ? undefined : 'required';
  if (rule.minLength && text.length < rule.minLength.value) return 'too-short';
  if (rule.maxLength && text.length > rule.maxLength.value) return 'too-long';
  if (rule.pattern && !rule.pattern.value.test(text)) return 'pattern';
  if (rule.characters && !rule.characters.value.test(text)) return 'characters';
  if (rule.httpUrl) {
    const { placeholder } = rule.httpUrl;
    if (!isHttpUrl(placeholder === undefined ? text : text.replaceAll(placeholder, 'device'))) return 'url';
  }
  return undefined;
}

/** The platform's message for a failed check of `rule`. */
export function textRuleMessage(rule: TextRule, problem: TextRuleProblem): string {
  const messages: Record<TextRuleProblem, string | undefined> = {
    required: rule.required,
    'too-short': rule.minLength?.message,
    'too-long': rule.maxLength?.message,
    pattern: rule.pattern?.message,
    characters: rule.characters?.message,
    url: rule.httpUrl?.message,
  };
  return messages[problem] ?? '';
}

/** `{label} is required`. */
export const requiredMessage = (label: string): string => `${label} is required`;
/** `At most {max} characters`. */
export const atMostMessage = (max: number): string => `At most ${max} characters`;

/** One check of a rule with its message. */
export const check = <V>(value: V, message: string): RuleCheck<V> => ({ value, message });
export const atMost = (max: number): RuleCheck<number> => check(max, atMostMessage(max));

/** A required text of at most `max` characters; `message` for both unless `tooLong` is given. */
export function requiredWithMax(message: string, max: number, tooLong = message) {
  return { required: message, maxLength: check(max, tooLong) } as const;
}

/**
 * An http(s) URL of at most `MAX_URL_LENGTH` characters, `message` when it is not one; it may stay empty
 * unless `required` is given. `tooLong` defaults to `URL_TOO_LONG_MESSAGE`.
 */
interface UrlRuleOptions {
  required?: string;
  tooLong?: string;
  placeholder?: string;
}

/** The `required` of a rule whose options give one: typed, so forms must translate it (`contractRules`). */
type RequiredOf<O extends UrlRuleOptions> = O extends { required: string } ? { readonly required: string } : unknown;

export function urlRule<O extends UrlRuleOptions = Record<never, never>>(message: string, options?: O) {
  const { required, tooLong = URL_TOO_LONG_MESSAGE, placeholder } = options ?? {};
  return {
    ...(required === undefined ? {} : { required }),
    maxLength: check(MAX_URL_LENGTH, tooLong),
    httpUrl: placeholder === undefined ? { message } : { message, placeholder },
  } as const as RequiredOf<O> & {
    readonly maxLength: RuleCheck<number>;
    readonly httpUrl: { readonly message: string; readonly placeholder?: string };
  };
}
