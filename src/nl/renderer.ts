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
 * `{ ...base, ...values }` written out: a literal of two spreads is a slow path in V8, and every phrase
 * of every talk renders through it. The same keys in the same order (base first, values overriding).
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

  const speaker = (renderOptions: Omit<RenderOptions, 'sentences'>) => {
    const { roster, random, persona, self } = renderOptions;
    const nameOf = (agent: AgentNumber): string =>
      agent === ANY ? EVERYONE[lang] : (roster.nameOf(agent) ?? formatAgent(agent));
    const base: Values = {
      I: persona?.firstPerson ?? FIRST_PERSON[lang],
      name: persona?.name ?? (self === undefined ? '' : (roster.nameOf(self) ?? '')),
    };
    const phrase = (kind: PhraseKind, values: Values = {}): string | undefined => {
      for (const variant of random.shuffle(phrases.get(kind) ?? [])) {
        try {
          const text = variant(withBase(base, values)).trim();
          if (text !== '') return text;
        } catch {
          // A variant that uses a variable this kind does not have: try the next one.
        }
      }
      return undefined;
    };
    const roleName = (role: keyof (typeof ROLE_NAMES)['ja']): string =>
      (lang === 'zh' ? CHINESE_ROLE_NAMES : ROLE_NAMES[lang])[role];
    const inner = (sentence: Sentence): string | undefined => say(sentence)?.replace(TRAILING_PUNCTUATION, '');
    const authorOf = (day: number, id: number, talkType: string): string | undefined =>
      renderOptions.recentTalks?.find(
        (talk) => talk.day === day && talk.idx === id && (talk.type ?? 'TALK') === talkType,
      )?.speaker;

    const say = (sentence: Sentence): string | undefined => {
      switch (sentence.type) {
        case 'COMINGOUT':
          if ((self === undefined || sentence.target === self) && sentence.role !== 'ANY') {
            return phrase('comingout', { role: roleName(sentence.role) });
          }
          return phrase('estimate-role', { target: nameOf(sentence.target), role: roleName(sentence.role) });
        case 'ESTIMATE':
          if (sentence.role === 'WEREWOLF') return phrase('estimate-werewolf', { target: nameOf(sentence.target) });
          if (sentence.role === 'VILLAGER') return phrase('estimate-villager', { target: nameOf(sentence.target) });
          return phrase('estimate-role', { target: nameOf(sentence.target), role: roleName(sentence.role) });
        case 'DIVINED':
        case 'IDENTIFIED': {
          if (sentence.species === 'ANY') return undefined;
          const kind =
            `${sentence.type === 'DIVINED' ? 'divined' : 'identified'}-${sentence.species === 'HUMAN' ? 'human' : 'werewolf'}` as const;
          return phrase(kind, { target: nameOf(sentence.target) });
        }
        case 'VOTE':
        case 'VOTED':
        case 'DIVINATION':
        case 'GUARD':
        case 'GUARDED':
        case 'ATTACK':
          return phrase(sentence.type.toLowerCase() as PhraseKind, { target: nameOf(sentence.target) });
        case 'ATTACKED':
        case 'OVER':
        case 'SKIP':
          return undefined;
        case 'AGREE':
        case 'DISAGREE': {
          const author = authorOf(sentence.talkDay, sentence.talkId, sentence.talkType);
          const kind = sentence.type === 'AGREE' ? 'agree' : 'disagree';
          return author === undefined ? phrase(`${kind}-unknown`) : phrase(kind, { author });
        }
        case 'REQUEST':
          return sayRequest(sentence.target, sentence.clause);
        case 'INQUIRE':
          return sayInquiry(sentence.target, sentence.clause);
        case 'BECAUSE': {
          const reason = inner(sentence.clauses[0]);
          const conclusion = inner(sentence.clauses[1]);
          return reason === undefined || conclusion === undefined
            ? undefined
            : phrase('because', { reason, conclusion });
        }
        case 'XOR':
        case 'OR': {
          const first = sentence.clauses[0] === undefined ? undefined : inner(sentence.clauses[0]);
          const second = sentence.clauses[1] === undefined ? undefined : inner(sentence.clauses[1]);
          if (first === undefined) return undefined;
          return second === undefined ? say(sentence.clauses[0]) : phrase('or', { first, second });
        }
        case 'AND':
          return joined(sentence.clauses);
        case 'NOT':
          return sayNegation(sentence.clause);
        case 'DAY': {
          const clause = inner(sentence.clause);
          return clause === undefined ? undefined : phrase('day', { day: String(sentence.day), clause });
        }
      }
    };

    const sayRequest = (target: AgentNumber, clause: Sentence): string | undefined => {
      const addressee = target === ANY ? '' : nameOf(target);
      switch (clause.type) {
        case 'VOTE':
          return phrase('request-vote', { target: nameOf(clause.target), addressee });
        case 'DIVINATION':
          return phrase('request-divination', { target: nameOf(clause.target), addressee });
        case 'GUARD':
          return phrase('request-guard', { target: nameOf(clause.target), addressee });
        case 'COMINGOUT':
          if (target === ANY && clause.role !== 'ANY')
            return phrase('request-comingout', { role: roleName(clause.role) });
          if (target !== ANY) return phrase('request-comingout-agent', { addressee });
          break;
        default:
          break;
      }
      const said = inner(clause);
      return said === undefined ? undefined : phrase('request-other', { clause: said, addressee });
    };

    const sayInquiry = (target: AgentNumber, clause: Sentence): string | undefined => {
      const addressee = target === ANY ? '' : nameOf(target);
      if (clause.type === 'VOTE' && clause.target === ANY) return phrase('inquire-vote', { addressee });
      if (clause.type === 'DIVINATION' && clause.target === ANY) return phrase('inquire-divination', { addressee });
      if (clause.type === 'ESTIMATE' && clause.target === ANY && clause.role === 'WEREWOLF') {
        return phrase('inquire-estimate', { addressee });
      }
      if (clause.type === 'COMINGOUT' && clause.role === 'ANY') return phrase('inquire-role', { addressee });
      if (clause.type === 'DIVINED' && clause.target === ANY) return phrase('inquire-result', { addressee });
      const said = inner(clause);
      return said === undefined ? undefined : phrase('inquire-other', { clause: said, addressee });
    };

    const sayNegation = (clause: Sentence): string | undefined => {
      if (clause.type === 'ESTIMATE' && clause.role === 'WEREWOLF') {
        return phrase('not-estimate-werewolf', { target: nameOf(clause.target) });
      }
      if (clause.type === 'ESTIMATE' && clause.role === 'VILLAGER') {
        return phrase('not-estimate-villager', { target: nameOf(clause.target) });
      }
      if (clause.type === 'COMINGOUT' && (self === undefined || clause.target === self)) {
        return phrase('not-comingout', { role: roleName(clause.role) });
      }
      const said = inner(clause);
      return said === undefined ? undefined : phrase('not-other', { clause: said });
    };

    const joined = (sentences: readonly Sentence[]): string | undefined => {
      const parts = sentences.map(say).filter((part): part is string => part !== undefined);
      return parts.length === 0 ? undefined : parts.join(JOINER[lang]);
    };

    return { say, joined, phrase };
  };

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
