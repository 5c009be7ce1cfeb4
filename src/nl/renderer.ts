import Handlebars from 'handlebars';
import { ANY, type AgentNumber, formatAgent, type Roster, type Sentence } from '../protocol/index.ts';
import type { Random } from '../random.ts';
import type { Language } from './language.ts';
import type { Persona } from './persona.ts';
import { isPhraseKind, type PhraseKind } from './phrase-kind.ts';
import { compileSimplePhrase } from './simple-phrase.ts';
import type { RecentTalk } from './recent-talk.ts';
import { CHINESE_ROLE_NAMES } from './chinese-vocabulary.ts';
import { ROLE_NAMES } from './vocabulary.ts';

type Values = Record<string, string>;
type CompiledPhrase = (values: Values) => string;

export type RenderOptions = {
  readonly sentences: readonly Sentence[];
  readonly roster: Roster;
  readonly random: Random;
  /** The speaking agent (used for its name and first person and for COMINGOUT of oneself). */
  readonly self?: AgentNumber;
  readonly persona?: Persona;
  /** With AGREE/DISAGREE: lets the phrase name the author of the talk agreed with. */
  readonly recentTalks?: readonly RecentTalk[];
};

export type Renderer = {
  readonly lang: Language | 'zh';
  /** One utterance saying every sentence; `Over` for no sentence, `Skip` for SKIP. Never throws. */
  render(options: RenderOptions): string;
  /** The day-0 greeting of the persona. */
  greet(options: Omit<RenderOptions, 'sentences'>): string;
  /** Template problems found at creation (unknown kind, compile error); the rest still works. */
  readonly problems: readonly string[];
};

const EVERYONE: Record<Language | 'zh', string> = { ja: 'みんな', en: 'everyone', zh: '大家' };
const FIRST_PERSON: Record<Language | 'zh', string> = { ja: '私', en: 'I', zh: '我' };
const TRAILING_PUNCTUATION = /[。．.!！?？\s]+$/u;

const compileAll = (templates: Readonly<Record<string, readonly string[]>>) => {
  const handlebars = Handlebars.create();
  const phrases = new Map<PhraseKind, CompiledPhrase[]>();
  const problems: string[] = [];
  for (const [kind, variants] of Object.entries(templates)) {
    if (!isPhraseKind(kind)) {
      problems.push(`unknown phrase kind "${kind}"`);
      continue;
    }
    const compiled: CompiledPhrase[] = [];
    variants.forEach((variant, index) => {
      try {
        // Parse now, so that a syntax error shows at startup and not in the middle of a game.
        handlebars.parse(variant);
        const template = handlebars.compile(variant, { strict: true, noEscape: true });
        const reference = (values: Values): string => template(values);
        // The plain templates render without Handlebars' runtime (the same text; see simple-phrase.ts).
        compiled.push(compileSimplePhrase(variant, reference) ?? reference);
      } catch (error) {
        problems.push(
          `${kind} variant ${index + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
    });
    phrases.set(kind, compiled);
  }
  return { phrases, problems };
};

/**
 * `{ ...base, ...values }`: the same keys in the same order (base first, values overriding).
 */
const withBase = (base: Values, values: Values): Values => {
  const merged: Values = {};
  for (const key in base) merged[key] = base[key]!;
  for (const key in values) merged[key] = values[key]!;
  return merged;
};

const JOINER: Record<Language | 'zh', string> = { ja: '', en: ' ', zh: '' };

/** Only the first `@Name` stays a mention: the server delivers one mention per talk. */
const keepFirstMention = (text: string): string => {
  const first = text.indexOf('@');
  if (first === -1) return text;
  return text.slice(0, first + 1) + text.slice(first + 1).replaceAll('@', '');
};

/**
 * One render's speaker: its names, first person and phrase picks, calling each other through `this`.
 */
class PhraseSpeaker {
  readonly #lang: Language | 'zh';
  readonly #phrases: ReadonlyMap<PhraseKind, readonly CompiledPhrase[]>;
  readonly #options: Omit<RenderOptions, 'sentences'>;
  readonly #base: Values;

  constructor(
    lang: Language | 'zh',
    phrases: ReadonlyMap<PhraseKind, readonly CompiledPhrase[]>,
    renderOptions: Omit<RenderOptions, 'sentences'>,
  ) {
    const { roster, persona, self } = renderOptions;
    this.#lang = lang;
    this.#phrases = phrases;
    this.#options = renderOptions;
    this.#base = {
      I: persona?.firstPerson ?? FIRST_PERSON[lang],
      name: persona?.name ?? (self === undefined ? '' : (roster.nameOf(self) ?? '')),
    };
  }

  nameOf(agent: AgentNumber): string {
    return agent === ANY ? EVERYONE[this.#lang] : (this.#options.roster.nameOf(agent) ?? formatAgent(agent));
  }

  phrase(kind: PhraseKind, values: Values = {}): string | undefined {
    // Merged once for every variant tried: rendering reads the values and never changes them.
    const merged = withBase(this.#base, values);
    for (const variant of this.#options.random.shuffle(this.#phrases.get(kind) ?? [])) {
      try {
        const text = variant(merged).trim();
        if (text !== '') return text;
      } catch {
        // A variant that uses a variable this kind does not have: try the next one.
      }
    }
    return undefined;
  }

  roleName(role: keyof (typeof ROLE_NAMES)['ja']): string {
    return (this.#lang === 'zh' ? CHINESE_ROLE_NAMES : ROLE_NAMES[this.#lang])[role];
  }

  inner(sentence: Sentence): string | undefined {
    return this.say(sentence)?.replace(TRAILING_PUNCTUATION, '');
  }

  authorOf(day: number, id: number, talkType: string): string | undefined {
    return this.#options.recentTalks?.find(
      (talk) => talk.day === day && talk.idx === id && (talk.type ?? 'TALK') === talkType,
    )?.speaker;
  }

  say(sentence: Sentence): string | undefined {
    switch (sentence.type) {
      case 'COMINGOUT':
        if ((this.#options.self === undefined || sentence.target === this.#options.self) && sentence.role !== 'ANY') {
          return this.phrase('comingout', { role: this.roleName(sentence.role) });
        }
        return this.phrase('estimate-role', {
          target: this.nameOf(sentence.target),
          role: this.roleName(sentence.role),
        });
      case 'ESTIMATE':
        if (sentence.role === 'WEREWOLF')
          return this.phrase('estimate-werewolf', { target: this.nameOf(sentence.target) });
        if (sentence.role === 'VILLAGER')
          return this.phrase('estimate-villager', { target: this.nameOf(sentence.target) });
        return this.phrase('estimate-role', {
          target: this.nameOf(sentence.target),
          role: this.roleName(sentence.role),
        });
      case 'DIVINED':
      case 'IDENTIFIED': {
        if (sentence.species === 'ANY') return undefined;
        const kind =
          `${sentence.type === 'DIVINED' ? 'divined' : 'identified'}-${sentence.species === 'HUMAN' ? 'human' : 'werewolf'}` as const;
        return this.phrase(kind, { target: this.nameOf(sentence.target) });
      }
      case 'VOTE':
      case 'VOTED':
      case 'DIVINATION':
      case 'GUARD':
      case 'GUARDED':
      case 'ATTACK':
        return this.phrase(sentence.type.toLowerCase() as PhraseKind, { target: this.nameOf(sentence.target) });
      case 'ATTACKED':
      case 'OVER':
      case 'SKIP':
        return undefined;
      case 'AGREE':
      case 'DISAGREE': {
        const author = this.authorOf(sentence.talkDay, sentence.talkId, sentence.talkType);
        const kind = sentence.type === 'AGREE' ? 'agree' : 'disagree';
        return author === undefined ? this.phrase(`${kind}-unknown`) : this.phrase(kind, { author });
      }
      case 'REQUEST':
        return this.sayRequest(sentence.target, sentence.clause);
      case 'INQUIRE':
        return this.sayInquiry(sentence.target, sentence.clause);
      case 'BECAUSE': {
        const reason = this.inner(sentence.clauses[0]);
        const conclusion = this.inner(sentence.clauses[1]);
        return reason === undefined || conclusion === undefined
          ? undefined
          : this.phrase('because', { reason, conclusion });
      }
      case 'XOR':
      case 'OR': {
        const first = sentence.clauses[0] === undefined ? undefined : this.inner(sentence.clauses[0]);
        const second = sentence.clauses[1] === undefined ? undefined : this.inner(sentence.clauses[1]);
        if (first === undefined) return undefined;
        return second === undefined ? this.say(sentence.clauses[0]) : this.phrase('or', { first, second });
      }
      case 'AND':
        return this.joined(sentence.clauses);
      case 'NOT':
        return this.sayNegation(sentence.clause);
      case 'DAY': {
        const clause = this.inner(sentence.clause);
        return clause === undefined ? undefined : this.phrase('day', { day: String(sentence.day), clause });
      }
    }
  }

  sayRequest(target: AgentNumber, clause: Sentence): string | undefined {
    const addressee = target === ANY ? '' : this.nameOf(target);
    switch (clause.type) {
      case 'VOTE':
        return this.phrase('request-vote', { target: this.nameOf(clause.target), addressee });
      case 'DIVINATION':
        return this.phrase('request-divination', { target: this.nameOf(clause.target), addressee });
      case 'GUARD':
        return this.phrase('request-guard', { target: this.nameOf(clause.target), addressee });
      case 'COMINGOUT':
        if (target === ANY && clause.role !== 'ANY')
          return this.phrase('request-comingout', { role: this.roleName(clause.role) });
        if (target !== ANY) return this.phrase('request-comingout-agent', { addressee });
        break;
      default:
        break;
    }
    const said = this.inner(clause);
    return said === undefined ? undefined : this.phrase('request-other', { clause: said, addressee });
  }

  sayInquiry(target: AgentNumber, clause: Sentence): string | undefined {
    const addressee = target === ANY ? '' : this.nameOf(target);
    if (clause.type === 'VOTE' && clause.target === ANY) return this.phrase('inquire-vote', { addressee });
    if (clause.type === 'DIVINATION' && clause.target === ANY) return this.phrase('inquire-divination', { addressee });
    if (clause.type === 'ESTIMATE' && clause.target === ANY && clause.role === 'WEREWOLF') {
      return this.phrase('inquire-estimate', { addressee });
    }
    if (clause.type === 'COMINGOUT' && clause.role === 'ANY') return this.phrase('inquire-role', { addressee });
    if (clause.type === 'DIVINED' && clause.target === ANY) return this.phrase('inquire-result', { addressee });
    const said = this.inner(clause);
    return said === undefined ? undefined : this.phrase('inquire-other', { clause: said, addressee });
  }

  sayNegation(clause: Sentence): string | undefined {
    if (clause.type === 'ESTIMATE' && clause.role === 'WEREWOLF') {
      return this.phrase('not-estimate-werewolf', { target: this.nameOf(clause.target) });
    }
    if (clause.type === 'ESTIMATE' && clause.role === 'VILLAGER') {
      return this.phrase('not-estimate-villager', { target: this.nameOf(clause.target) });
    }
    if (clause.type === 'COMINGOUT' && (this.#options.self === undefined || clause.target === this.#options.self)) {
      return this.phrase('not-comingout', { role: this.roleName(clause.role) });
    }
    const said = this.inner(clause);
    return said === undefined ? undefined : this.phrase('not-other', { clause: said });
  }

  joined(sentences: readonly Sentence[]): string | undefined {
    // Most talk is one sentence: no arrays to map, filter and join.
    if (sentences.length === 1) return this.say(sentences[0]!);
    const parts = sentences.map((sentence) => this.say(sentence)).filter((part): part is string => part !== undefined);
    return parts.length === 0 ? undefined : parts.join(JOINER[this.#lang]);
  }
}

/**
 * Protocol sentences → one natural utterance, from phrase templates (several variants per kind, picked
 * by the seeded random so talk does not repeat mechanically). Character names replace `Agent[NN]`, and
 * a request or question to one agent starts with `@Name`. Pure: the templates are given as text.
 */
export const createRenderer = (options: {
  templates: Readonly<Record<string, readonly string[]>>;
  lang: Language | 'zh';
}): Renderer => {
  const { lang } = options;
  const { phrases, problems } = compileAll(options.templates);

  const speaker = (renderOptions: Omit<RenderOptions, 'sentences'>): PhraseSpeaker =>
    new PhraseSpeaker(lang, phrases, renderOptions);

  const safely = (work: () => string): string => {
    try {
      return work();
    } catch {
      // A template that cannot render these sentences: `Over` is always a legal talk.
      return 'Over';
    }
  };

  return {
    lang,
    problems,
    render: (renderOptions) =>
      safely(() => {
        const content = renderOptions.sentences.filter((item) => item.type !== 'OVER' && item.type !== 'SKIP');
        if (content.length === 0) return renderOptions.sentences.some((item) => item.type === 'SKIP') ? 'Skip' : 'Over';
        return keepFirstMention(speaker(renderOptions).joined(content) ?? 'Over');
      }),
    greet: (renderOptions) => safely(() => speaker(renderOptions).phrase('greeting') ?? 'Over'),
  };
};
