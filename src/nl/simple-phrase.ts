/**
 * A phrase template of the plain kind the phrase files use (text, `{{name}}` and one level of
 * `{{#if name}}…{{else}}…{{/if}}`), compiled to a function that concatenates its parts. The rule brain
 * renders every talk through these templates, and Handlebars' runtime (a container, a frame and a
 * helper call per render) cost more than the rest of rendering; this gives the same text.
 *
 * `compileSimplePhrase` returns undefined for anything else (partials, escapes, `~`, nested blocks,
 * other helpers), and a template whose output differs from Handlebars' on a set of probe values keeps
 * rendering through Handlebars. Semantics mirrored (Handlebars 4, `strict: true, noEscape: true`):
 * a missing `{{name}}` throws; `#if` treats a missing or empty value as false and never throws.
 */
type Values = Readonly<Record<string, string>>;
type Part =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly name: string }
  | {
      readonly kind: 'if';
      readonly name: string;
      readonly whenSet: readonly Part[];
      readonly otherwise: readonly Part[];
    };

const TAG = /\{\{(#if [A-Za-z_][A-Za-z0-9_]*|else|\/if|[A-Za-z_][A-Za-z0-9_]*)\}\}/gu;
/** Text Handlebars copies as it is: no braces (other tags) and no backslash (escaped tags). */
const PLAIN_TEXT = /^[^{}\\]*$/u;

const isPlainName = (name: string): boolean => !(name in Object.prototype) && name !== 'this' && name !== 'else';

/** The parts of `source`, or undefined when it is not of the plain kind. */
const parse = (source: string): Part[] | undefined => {
  const top: Part[] = [];
  let block: { name: string; whenSet: Part[]; otherwise: Part[]; inElse: boolean } | undefined;
  const target = (): Part[] => (block === undefined ? top : block.inElse ? block.otherwise : block.whenSet);
  let position = 0;
  for (const match of source.matchAll(TAG)) {
    const text = source.slice(position, match.index);
    if (!PLAIN_TEXT.test(text)) return undefined;
    if (text !== '') target().push({ kind: 'text', text });
    position = match.index + match[0].length;
    const tag = match[1]!;
    if (tag.startsWith('#if ')) {
      const name = tag.slice(4);
      if (block !== undefined || !isPlainName(name)) return undefined;
      block = { name, whenSet: [], otherwise: [], inElse: false };
    } else if (tag === 'else') {
      if (block === undefined || block.inElse) return undefined;
      block.inElse = true;
    } else if (tag === '/if') {
      if (block === undefined) return undefined;
      top.push({ kind: 'if', name: block.name, whenSet: block.whenSet, otherwise: block.otherwise });
      block = undefined;
    } else {
      if (!isPlainName(tag)) return undefined;
      target().push({ kind: 'value', name: tag });
    }
  }
  const rest = source.slice(position);
  if (block !== undefined || !PLAIN_TEXT.test(rest)) return undefined;
  if (rest !== '') top.push({ kind: 'text', text: rest });
  return top;
};

const run = (parts: readonly Part[], values: Values): string => {
  let output = '';
  for (const part of parts) {
    if (part.kind === 'text') output += part.text;
    else if (part.kind === 'value') {
      if (!(part.name in values)) throw new Error(`"${part.name}" not defined`);
      output += values[part.name] ?? '';
    } else output += run(values[part.name] ? part.whenSet : part.otherwise, values);
  }
  return output;
};

const namesOf = (parts: readonly Part[], into: Set<string>): Set<string> => {
  for (const part of parts) {
    if (part.kind === 'value') into.add(part.name);
    if (part.kind === 'if') {
      into.add(part.name);
      namesOf(part.whenSet, into);
      namesOf(part.otherwise, into);
    }
  }
  return into;
};

/** What a render gives: its text, or that it threw. */
const outcome = (render: (values: Values) => string, values: Values): string | undefined => {
  try {
    return render(values);
  } catch {
    // A throw is itself the outcome compared (strict Handlebars throws on a missing value); nothing to log.
    return undefined;
  }
};

/**
 * Values to compare both renderings on: every name set, then each one empty and each one missing
 * (which covers both branches of every `#if` and every throwing lookup).
 */
const probesFor = (names: readonly string[]): Values[] => {
  const all = Object.fromEntries(names.map((name, index) => [name, `<${index}>`]));
  const probes: Values[] = [all];
  for (const name of names) {
    probes.push({ ...all, [name]: '' });
    const { [name]: _missing, ...without } = all;
    probes.push(without);
  }
  return probes;
};

/**
 * The rendering of `source`: by concatenation once it rendered the probe values exactly as `reference`
 * (the Handlebars template) does, else by `reference`; undefined when `source` is not of the plain
 * kind. The check runs at the first render, not at compile time: Handlebars compiles a template when
 * it first renders, and doing that for every variant of every language at start-up cost half a second.
 */
export const compileSimplePhrase = (
  source: string,
  reference: (values: Values) => string,
): ((values: Values) => string) | undefined => {
  const parts = parse(source);
  if (parts === undefined) return undefined;
  const fast = (values: Values): string => run(parts, values);
  let chosen: ((values: Values) => string) | undefined;
  return (values) => {
    chosen ??= probesFor([...namesOf(parts, new Set())]).every(
      (probe) => outcome(fast, probe) === outcome(reference, probe),
    )
      ? fast
      : reference;
    return chosen(values);
  };
};
