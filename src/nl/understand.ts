import { ANY, type AgentNumber, type Roster, type Sentence } from '../protocol/index.ts';
import { MENTION_CLOSE, MENTION_OPEN, mentionToken } from './agent-mention.ts';
import { normalizedTalk } from './normalized-talk.ts';
import { addressedRunIn, askedOfGroup, openingListIn } from './address-group.ts';
import { applyRules, type FoundSentence, type RuleFailure } from './apply-rules.ts';
import { canonicalAgents, numberedBack } from './canonical-agents.ts';
import { GRAMMARS, type Grammar } from './grammar.ts';
import type { Language } from './language.ts';
import { hasLearnedReader, withLearnedReadings } from './learned/learned-readings.ts';
import type { ResolvedSentence } from './learned/talk-features.ts';
import { compileNameFinder, type NameFinder } from './name-finder.ts';
import { resolvePronouns, resolveWithinSentence } from './pronoun.ts';
import { parseProtocolTalk } from './protocol-talk.ts';
import type { ReadingMemo, SurroundingText, UtteranceTest } from './reading-memo.ts';
import { previousTalkFinder, type RecentTalk, referenceFinder } from './recent-talk.ts';
import { tokenizeMentions } from './tokenize-mentions.ts';
import { understandChinese } from './understand-chinese.ts';

/** Longer talk is cut: no server allows talk this long, and the rules must stay fast on any input. */
export const MAX_UNDERSTOOD_LENGTH = 4000;

export type UnderstandOptions = {
  readonly text: string;
  /** The speaker's name in the roster (subjects equal to the speaker are omitted). */
  readonly speaker: string;
  readonly roster: Roster;
  readonly lang: Language;
  /** `player_id` of each roster seat (index 0 = agent 1): what Chinese `N号` refers to. */
  readonly playerIds?: readonly number[];
  /** Earlier talk of the game, newest last: lets `Xに賛成`/`I agree with X` become AGREE with a talk id. */
  readonly recentTalks?: readonly RecentTalk[];
  /**
   * Whether the learned reader (learned/learned-readings.ts) adds its sure readings to the rules' (default
   * true where one ships for the language); false gives the rules' readings alone.
   */
  readonly learned?: boolean;
  /**
   * Where readings of tokenized talk are remembered across talks, casts and games (reading-memo.ts): one
   * per arena tournament or `connect` process, made by the shell. Without it every talk is read afresh.
   */
  readonly readings?: ReadingMemo;
};

const nameFinders = new WeakMap<Roster, Partial<Record<Language, NameFinder>>>();

/** Name finders are made once per roster and language: understanding runs on every talk. */
const nameFinderFor = (roster: Roster, language: Language): NameFinder => {
  const cached = nameFinders.get(roster) ?? {};
  const existing = cached[language];
  if (existing !== undefined) return existing;
  const created = compileNameFinder({ roster, japanese: language === 'ja' });
  nameFinders.set(roster, { ...cached, [language]: created });
  return created;
};

const ADDRESS_TOKEN = new RegExp(`${MENTION_OPEN}@(\\d+)`, 'gu');

/** The agent addressed at the end of `text`: the last `@Name` or "everyone" word, whichever is later. */
const addresseeAfter = (options: {
  text: string;
  inherited: AgentNumber;
  grammar: Grammar;
  speaker: AgentNumber;
}): AgentNumber => {
  let addressee = options.inherited;
  let position = -1;
  for (const match of options.text.matchAll(ADDRESS_TOKEN)) {
    const agent = Number(match[1]);
    if (agent !== options.speaker) {
      addressee = agent;
      position = match.index;
    }
  }
  for (const match of options.text.matchAll(options.grammar.everyone)) {
    if (match.index > position) {
      addressee = ANY;
      position = match.index;
    }
  }
  return addressee;
};

const combine = (found: readonly FoundSentence[]): Sentence | undefined => {
  const [first, ...rest] = found.map((item) => item.sentence);
  if (first === undefined) return undefined;
  return rest.length === 0 ? first : { type: 'AND', clauses: [first, ...rest] };
};

/** The agent a sentence is said to by name (`リョウ、…`, `…、ミナトよ`, `Asuka please …`). */
const vocativeOf = (options: { sentence: string; grammar: Grammar; speaker: AgentNumber }): AgentNumber | undefined => {
  const vocative = options.grammar.vocative.exec(options.sentence);
  const group = vocative?.[1] ?? vocative?.[2];
  const agent = group === undefined ? undefined : Number(group);
  return agent === options.speaker ? undefined : agent;
};

/** The `@Name`s and names opening a sentence, before what it asks (`@Benjamin please share…`). */
const LEADING_MENTIONS = new RegExp(`^(?:\\s*${MENTION_OPEN}@?\\d+${MENTION_CLOSE}[\\s,、]*)+`, 'u');
const ADDRESS_IN_SENTENCE = new RegExp(`${MENTION_OPEN}@(\\d+)`, 'u');
/** `@Takumi …あなたは…`: an `@Name` inside the sentence is whom its second person means. */
const firstAddressIn = (sentence: string, speaker: AgentNumber): AgentNumber | undefined => {
  const match = ADDRESS_IN_SENTENCE.exec(sentence);
  const agent = match === null ? undefined : Number(match[1]);
  return agent === speaker ? undefined : agent;
};

type SentenceReader = (sentence: string, inherited: AgentNumber, earlier: string) => FoundSentence[];

/** The last sentence of `earlier` (see RuleContext.previousSentence). */
const previousSentenceOf = (earlier: string): string => earlier.trimEnd().split('\n').at(-1) ?? '';

/** What `pattern` finds in the last sentence of `earlier` (see RuleContext.previousSentenceMatch). */
const previousMatchOf = (pattern: RegExp, earlier: string): RegExpExecArray | null => {
  pattern.lastIndex = 0;
  return pattern.exec(previousSentenceOf(earlier));
};

/** Whether `pattern` occurs in the talk (see RuleContext.utteranceHas). */
const utteranceHasOf = (pattern: RegExp, utterance: string): boolean => {
  pattern.lastIndex = 0;
  return pattern.test(utterance);
};

/**
 * One part object per pattern, so that the memo compares the parts rules read by identity (as it does
 * patterns of the sentence before). The patterns are the rules' constants: the map stays as small as they are.
 */
const utteranceTests = new WeakMap<RegExp, UtteranceTest>();
const utteranceTestOf = (pattern: RegExp): UtteranceTest => {
  let test = utteranceTests.get(pattern);
  if (test === undefined) {
    test = { inUtterance: pattern };
    utteranceTests.set(pattern, test);
  }
  return test;
};

/** A match as a memo key: where it stands and every group (an unmatched group apart from an empty one). */
const matchKey = (match: RegExpExecArray | null): string =>
  match === null
    ? ''
    : `${match.index}${match.map((group) => (group === undefined ? '\u0002' : `\u0001${group}`)).join('')}`;

const readSentence = (options: {
  grammar: Grammar;
  speaker: AgentNumber;
  utterance: string;
  referenceTo: ReturnType<typeof referenceFinder>;
  previousTalk: ReturnType<typeof previousTalkFinder>;
  /** What of the text around the sentence the rules read, in the order they first read it. */
  readsAround?: SurroundingText[];
  /** Where a rule that throws is reported. */
  failures: RuleFailure[];
}): SentenceReader => {
  const { readsAround } = options;
  const reads = (part: SurroundingText): void => {
    if (readsAround !== undefined && !readsAround.includes(part)) readsAround.push(part);
  };
  const { grammar, speaker } = options;
  const readPlain = (raw: string, inherited: AgentNumber, earlier: string): FoundSentence[] => {
    const start = vocativeOf({ sentence: raw, grammar, speaker }) ?? firstAddressIn(raw, speaker) ?? inherited;
    // `あなた` in a sentence addressed to someone is that someone.
    const sentence =
      grammar.secondPerson === undefined || start === ANY
        ? raw
        : raw.replace(grammar.secondPerson, mentionToken({ agent: start, addressed: false }));
    return applyRules({
      rules: grammar.rules,
      sentence,
      question: grammar.question.test(sentence),
      ...(grammar.clauseBreak === undefined ? {} : { clauseBreak: grammar.clauseBreak }),
      ...(grammar.denial === undefined ? {} : { denial: grammar.denial }),
      failures: options.failures,
      contextAt: (position) => ({
        speaker,
        addressee: addresseeAfter({
          text: sentence.slice(0, position),
          inherited: start,
          grammar,
          speaker,
        }),
        vocabulary: grammar.vocabulary,
        get utterance() {
          reads('all');
          return options.utterance;
        },
        get earlier() {
          reads('all');
          return earlier;
        },
        get previousSentence() {
          reads('previous');
          return previousSentenceOf(earlier);
        },
        previousSentenceMatch: (pattern) => {
          reads(pattern);
          return previousMatchOf(pattern, earlier);
        },
        utteranceHas: (pattern) => {
          reads(utteranceTestOf(pattern));
          return utteranceHasOf(pattern, options.utterance);
        },
        referenceTo: options.referenceTo,
        previousTalk: options.previousTalk,
      }),
    });
  };
  const readCausal = (sentence: string, inherited: AgentNumber, earlier: string): FoundSentence[] => {
    // `共有して、さもないと投票する`: the demand before a threat stands; the threat is conditional.
    const threat = grammar.otherwise.exec(sentence);
    if (threat !== null && threat.index > 0) return readCausal(sentence.slice(0, threat.index), inherited, earlier);
    const contrast = grammar.contrast?.exec(sentence);
    if (contrast !== null && contrast !== undefined && contrast.index > 0) {
      return readCausal(sentence.slice(0, contrast.index), inherited, earlier);
    }
    const roleCondition = grammar.roleCondition?.exec(sentence);
    const rest =
      roleCondition === null || roleCondition === undefined
        ? ''
        : sentence.slice(roleCondition.index + roleCondition[0].length);
    if (roleCondition !== null && roleCondition !== undefined && grammar.roleConditionThen?.test(rest) === true) {
      // `as the seer,` (`占い師として、`) and not `seer,` (`占い師、`): a role opening a sentence would address everyone,
      // not the one addressed.
      const vocative =
        roleCondition[1] === undefined
          ? ' '
          : grammar.japanese
            ? `${roleCondition[1]}として、`
            : ` as the ${roleCondition[1]}, `;
      return readCausal(`${sentence.slice(0, roleCondition.index)}${vocative}${rest}`, inherited, earlier);
    }
    // `@X please share your result if you're the seer`: a role condition at the end only says who should answer.
    if (
      roleCondition !== null &&
      roleCondition !== undefined &&
      /^[\s.!?。！？]*$/u.test(rest) &&
      grammar.roleConditionThen?.test(sentence.slice(0, roleCondition.index).replace(LEADING_MENTIONS, '')) === true
    )
      return readCausal(sentence.slice(0, roleCondition.index), inherited, earlier);
    const otherBranch = grammar.otherBranchQuestion?.exec(sentence);
    if (otherBranch !== null && otherBranch !== undefined) {
      return readCausal(sentence.slice(otherBranch[0].length), inherited, earlier);
    }
    if (grammar.conditional.test(sentence)) return [];
    // A conclusion read alone (`…気になったので、投票してみる`): kept only when the whole sentence reads nothing.
    let conclusionAlone: FoundSentence[] = [];
    for (const { pattern, reasonFirst } of grammar.causal) {
      const match = pattern.exec(sentence);
      if (match === null || match[1] === undefined || match[2] === undefined) continue;
      const [reasonText, conclusionText] = reasonFirst ? [match[1], match[2]] : [match[2], match[1]];
      const reason = combine(readPlain(reasonText, inherited, earlier));
      // In Japanese a reason said first that names someone is the clause just before its conclusion: a conclusion with
      // no agent of its own (`ハナが静かなので、投票する`) takes the one the reason named, as after a sentence.
      const conclusionFound = readPlain(
        conclusionText,
        inherited,
        grammar.japanese && reasonFirst && reasonText.includes(MENTION_OPEN) ? `${earlier}${reasonText}\n` : earlier,
      );
      const conclusion = combine(conclusionFound);
      // `占い師は俺しかいないはずだから、占い師を名乗ってる俺が…`: a reason that says what its conclusion says is said once.
      if (reason !== undefined && conclusion !== undefined && keyOf(reason) === keyOf(conclusion)) {
        return [{ position: 0, sentence: reason }];
      }
      if (reason !== undefined && conclusion !== undefined) {
        return [
          {
            position: 0,
            sentence: { type: 'BECAUSE', clauses: [reason, conclusion] },
          },
        ];
      }
      // (Not a conclusion cut before `理由は`: `Xに投票した理由は何ですか` asks about the vote.)
      if (conclusionAlone.length === 0 && grammar.japanese && reasonFirst) conclusionAlone = conclusionFound;
    }
    const plain = readPlain(sentence, inherited, earlier);
    return plain.length === 0 ? conclusionAlone : plain;
  };
  return (sentence, inherited, earlier) => {
    const day = grammar.dayPrefix.exec(sentence);
    if (day === null) return readCausal(sentence, inherited, earlier);
    const clause = combine(readCausal(sentence.slice(day[0].length), inherited, earlier));
    return clause === undefined ? [] : [{ position: 0, sentence: { type: 'DAY', day: Number(day[1]), clause } }];
  };
};

/** A claim about oneself by a speaker who is not in the roster says nothing about anyone. */
const claimsOfNobody = (sentence: Sentence): boolean =>
  (sentence.type === 'COMINGOUT' && sentence.target === ANY) ||
  (sentence.type === 'NOT' && sentence.clause.type === 'COMINGOUT' && sentence.clause.target === ANY);

const keyOf = (sentence: Sentence): string => JSON.stringify(sentence);

/**
 * What went wrong while reading a talk, as data: `rule_threw` — one phrase rule threw on a sentence (its readings
 * of that sentence are dropped, every other reading stands); `reader_threw` — the reading around the rules threw
 * (the talk reads as nothing). A reading remembered by a memo is not reported again.
 */
export type ReadingError = RuleFailure | { readonly code: 'reader_threw'; readonly message: string };

/** A talk's sentences and what went wrong reading it (normally nothing). */
export type Understanding = { readonly sentences: Sentence[]; readonly errors: readonly ReadingError[] };

/**
 * `understand` with its errors: the same sentences, and each rule that threw (see ReadingError). Never throws.
 */
export const understandDetailed = (
  options: Omit<UnderstandOptions, 'lang'> & { readonly lang: Language | 'zh' },
): Understanding => {
  const failures: RuleFailure[] = [];
  try {
    // Chinese (the function-call protocol's language) has its own reader: understand-chinese.ts.
    const { lang } = options;
    const sentences = lang === 'zh' ? understandChinese(options, failures) : understandUnsafe(options, lang, failures);
    return { sentences, errors: failures };
  } catch (error) {
    // A bug outside the rules on odd input costs this talk its meaning, never the caller's turn.
    const message = error instanceof Error ? error.message : String(error);
    return { sentences: [], errors: [...failures, { code: 'reader_threw', message }] };
  }
};

/**
 * Natural-language talk → protocol sentences, by rules (no model). Names, honorifics, `@Name` and
 * `Agent[NN]` of the roster become agent numbers; the speaker's own subject is omitted. Protocol text
 * (`COMINGOUT Agent[01] SEER`, `Over`) is read as such. Never throws: a rule that throws costs only its own
 * readings of that sentence (`understandDetailed` reports it); anything else odd yields no sentence.
 */
export const understand = (options: Omit<UnderstandOptions, 'lang'> & { readonly lang: Language | 'zh' }): Sentence[] =>
  understandDetailed(options).sentences;

/** Talk as the rules and the learned reader see it: names as mention tokens, quotations masked. */
export type TokenizedTalk = { readonly grammar: Grammar; readonly speaker: AgentNumber; readonly text: string };

/** The tokenized talk, or the protocol sentences when the text is protocol (undefined for empty text). */
export const tokenizedTalkOf = (
  options: Omit<UnderstandOptions, 'lang'>,
  lang: Language,
): TokenizedTalk | Sentence[] => {
  const text = typeof options.text === 'string' ? options.text.slice(0, MAX_UNDERSTOOD_LENGTH) : '';
  if (text.trim() === '') return [];
  const speaker = options.roster.numberOf(options.speaker) ?? ANY;
  const protocol = parseProtocolTalk(text, speaker);
  if (protocol !== undefined) return protocol;
  const grammar = GRAMMARS[lang] ?? GRAMMARS.ja;
  const tokenized = tokenizeMentions({
    text: normalizedTalk(text),
    names: nameFinderFor(options.roster, lang),
    roster: options.roster,
    speaker,
  });
  const spaced =
    grammar.spaceBeforeParticle === undefined
      ? tokenized.text
      : tokenized.text.replace(grammar.spaceBeforeParticle, MENTION_CLOSE);
  // Words in quotation marks are someone's words quoted (`Midori's “I'm a werewolf” looks like…`), not the speaker's.
  return {
    grammar,
    speaker,
    text: grammar.quotation === undefined ? spaced : spaced.replace(grammar.quotation, '“…”'),
  };
};

/**
 * The written sentences of a tokenized talk, each with its pronouns (`彼`, `she`) replaced by the agent they
 * stand for: the antecedent is the last sentence that named someone. Both readers of a talk (the rules and
 * the learned reader's sentences) split and resolve it this one way.
 */
const pronounResolvedSentences = (text: string, grammar: Grammar, speaker: AgentNumber): string[] => {
  const sentences: string[] = [];
  let previous = '';
  for (const written of text.split(grammar.sentenceEnd)) {
    if (written === undefined || written.trim() === '') continue;
    const acrossSentences = resolvePronouns({
      sentence: written,
      previous,
      speaker,
      pronoun: grammar.pronoun,
      exceptAddressed: !grammar.japanese,
    });
    const sentence = grammar.japanese
      ? resolveWithinSentence({ sentence: acrossSentences, speaker, pronoun: grammar.pronoun })
      : acrossSentences;
    // A sentence naming nobody (`intriguing.`) leaves the antecedent where it was.
    if (sentence.includes(MENTION_OPEN)) previous = sentence;
    sentences.push(sentence);
  }
  return sentences;
};

/**
 * The sentences of a tokenized talk with pronouns (`彼`, `she`) and `あなた` replaced by the agents they stand
 * for, as `readTokenized` resolves them, each with its addressee: what the learned reader reads.
 */
export const resolvedSentencesOf = (talk: TokenizedTalk): ResolvedSentence[] => {
  const { grammar, speaker } = talk;
  const sentences: ResolvedSentence[] = [];
  let addressee: AgentNumber = ANY;
  for (const sentence of pronounResolvedSentences(talk.text, grammar, speaker)) {
    const vocative = vocativeOf({ sentence, grammar, speaker });
    const start = vocative ?? firstAddressIn(sentence, speaker) ?? addressee;
    sentences.push({
      text:
        grammar.secondPerson === undefined || start === ANY
          ? sentence
          : sentence.replace(grammar.secondPerson, mentionToken({ agent: start, addressed: false })),
      addressee: start,
    });
    addressee = addresseeAfter({ text: sentence, inherited: vocative ?? addressee, grammar, speaker });
  }
  return sentences;
};

/** `understand` without its last safety net: a throwing rule is reported in `failures`, anything else throws. */
const understandUnsafe = (
  options: Omit<UnderstandOptions, 'lang'>,
  lang: Language,
  failures: RuleFailure[],
): Sentence[] => {
  const talk = tokenizedTalkOf(options, lang);
  if (Array.isArray(talk)) return talk;
  const { grammar, speaker, text: tokenizedText } = talk;
  const learned = options.learned !== false && hasLearnedReader(lang);
  const { readings } = options;
  const readAll = (text: string, as: AgentNumber, recentTalks: readonly RecentTalk[]): Sentence[] => {
    const ruled = readTokenized({
      grammar,
      speaker: as,
      tokenizedText: text,
      roster: options.roster,
      recentTalks,
      failures,
      // Without earlier talk a sentence reads the same in every talk that has it (see reading-memo.ts).
      ...(recentTalks.length === 0 && readings !== undefined && readings.capacity > 0 ? { memo: readings, lang } : {}),
    });
    if (!learned) return ruled;
    const sentences = resolvedSentencesOf({ grammar, speaker: as, text });
    return withLearnedReadings({ sentences, speaker: as, lang, ruled });
  };
  const recentTalks = options.recentTalks ?? [];
  // Past this point names are agent numbers: without earlier talk (which names speakers) the reading
  // depends on the language, the speaker's number and the tokenized text alone (see reading-memo.ts),
  // and not even on which numbers: it is read and remembered with its agents renumbered (canonical-agents.ts).
  // Without a memo (or with it off), it is read as it is (tests compare both paths).
  if (recentTalks.length > 0 || readings === undefined || readings.capacity <= 0) {
    return readAll(tokenizedText, speaker, recentTalks);
  }
  const canonical = canonicalAgents(tokenizedText, speaker);
  const remembered = readings.read(
    `${lang}${learned ? '+' : ''}\u0001${canonical.speaker}\u0001${canonical.text}`,
    () => readAll(canonical.text, canonical.speaker, recentTalks),
  );
  const { original } = canonical;
  return original === undefined ? remembered : remembered.map((sentence) => numberedBack(sentence, original));
};

/**
 * One sentence of a talk and all a rule may look at around it (the speaker, the addressee it inherits, the
 * sentences before it, the whole talk), with the agents numbered from the sentence: the speaker first, then the
 * inherited addressee, then in order of appearance in the sentence, the text around it, the talk
 * (canonical-agents.ts). Composed talk is new text almost every time, made of sentences that recur with other
 * agents in them and in another order: numbered from the sentence, `3が怪しい` after a sentence naming 2 and
 * `2が怪しい` opening a talk are one memo entry. `original` maps the local numbers back (undefined: the same).
 */
type LocalSentence = {
  readonly sentence: string;
  readonly inherited: AgentNumber;
  readonly earlier: string;
  readonly utterance: string;
  readonly speaker: AgentNumber;
  readonly original: ReadonlyMap<AgentNumber, AgentNumber> | undefined;
};

/** Between the parts renumbered together; a talk holding it is read in its own numbering. */
const PART_BREAK = '\u0003';

const localSentence = (options: {
  sentence: string;
  inherited: AgentNumber;
  earlier: string;
  utterance: string;
  speaker: AgentNumber;
}): LocalSentence => {
  const { sentence, inherited, earlier, utterance, speaker } = options;
  const same = { sentence, inherited, earlier, utterance, speaker, original: undefined };
  const opening = `${MENTION_OPEN}${inherited}${MENTION_CLOSE}`;
  const canonical = canonicalAgents(`${opening}${sentence}${PART_BREAK}${earlier}${PART_BREAK}${utterance}`, speaker);
  if (canonical.original === undefined) return same;
  const close = canonical.text.indexOf(MENTION_CLOSE);
  const parts = canonical.text.slice(close + 1).split(PART_BREAK);
  if (parts.length !== 3) return same;
  return {
    sentence: parts[0]!,
    inherited: Number(canonical.text.slice(MENTION_OPEN.length, close)),
    earlier: parts[1]!,
    utterance: parts[2]!,
    speaker: canonical.speaker,
    original: canonical.original,
  };
};

/** The rules' reading of one sentence, through the memo, in the talk's own numbering. */
const rememberedReading = (options: {
  memo: ReadingMemo;
  lang: Language | undefined;
  local: LocalSentence;
  readsAround: SurroundingText[];
  read: SentenceReader;
  readLocally: (local: LocalSentence) => SentenceReader;
}): readonly FoundSentence[] => {
  const { local, readsAround } = options;
  const { sentence, inherited, earlier, original } = local;
  const found = options.memo.sentence({
    key: `${options.lang}\u0001${local.speaker}\u0001${inherited}\u0001${sentence}`,
    // The whole talk and where the sentence stands in it: everything a rule may look at.
    around: (part) =>
      part === 'previous'
        ? previousSentenceOf(earlier)
        : part === 'all'
          ? `${earlier.length}\u0001${local.utterance}`
          : part instanceof RegExp
            ? matchKey(previousMatchOf(part, earlier))
            : String(utteranceHasOf(part.inUtterance, local.utterance)),
    read: () => {
      readsAround.length = 0;
      const reader = original === undefined ? options.read : options.readLocally(local);
      const readings = reader(sentence, inherited, earlier);
      return { found: readings, readsAround: readsAround.slice() };
    },
  });
  if (original === undefined) return found;
  return found.map(({ position, sentence: reading }) => ({ position, sentence: numberedBack(reading, original) }));
};

/** The sentences of a tokenized talk. Reads the roster only through `recentTalks` (empty: not at all). */
const readTokenized = (options: {
  grammar: Grammar;
  speaker: AgentNumber;
  tokenizedText: string;
  roster: Roster;
  recentTalks: readonly RecentTalk[];
  failures: RuleFailure[];
  /** Remembers each sentence's reading (only without recent talks, which rules may refer to). */
  memo?: ReadingMemo;
  lang?: Language;
}): Sentence[] => {
  const { grammar, speaker, tokenizedText, memo } = options;
  const readsAround: SurroundingText[] = [];
  const referenceTo = referenceFinder({ roster: options.roster, talks: options.recentTalks });
  const previousTalk = previousTalkFinder({ roster: options.roster, talks: options.recentTalks, speaker });
  const { failures } = options;
  const read = readSentence({
    readsAround,
    grammar,
    speaker,
    utterance: tokenizedText,
    referenceTo,
    previousTalk,
    failures,
  });
  /** A reader of the talk with its agents numbered as one sentence's local numbering has them (made on a miss). */
  const readLocally = (local: LocalSentence): SentenceReader =>
    readSentence({
      readsAround,
      grammar,
      speaker: local.speaker,
      utterance: local.utterance,
      referenceTo,
      previousTalk,
      failures,
    });
  const results: Sentence[] = [];
  const seen = new Set<string>();
  let addressee: AgentNumber = ANY;
  // Several players addressed as one (`May and Shion  name your suspect`): each is asked (address-group.ts).
  let group: readonly AgentNumber[] | undefined;
  let earlier = '';
  for (const sentence of pronounResolvedSentences(tokenizedText, grammar, speaker)) {
    const listed = openingListIn({ sentence, speaker, openingList: grammar.addressList });
    const vocative = vocativeOf({ sentence, grammar, speaker });
    const ownAddress = listed !== undefined || vocative !== undefined || sentence.includes(`${MENTION_OPEN}@`);
    if (grammar.addressList !== undefined) {
      group = listed ?? addressedRunIn(sentence, speaker) ?? (ownAddress ? undefined : group);
    }
    const inherited = listed?.[0] ?? addressee;
    const readings =
      memo === undefined
        ? read(sentence, inherited, earlier)
        : rememberedReading({
            memo,
            lang: options.lang,
            local: localSentence({ sentence, inherited, earlier, utterance: tokenizedText, speaker }),
            readsAround,
            read,
            readLocally,
          });
    for (const { sentence: reading } of readings) {
      for (const found of group === undefined ? [reading] : askedOfGroup(reading, group)) {
        if (speaker === ANY && claimsOfNobody(found)) continue;
        const key = keyOf(found);
        if (seen.has(key)) continue;
        seen.add(key);
        results.push(found);
      }
    }
    // Whom a sentence is said to stays the addressee of the next ones, until another address.
    addressee = addresseeAfter({
      text: sentence,
      inherited: vocative ?? listed?.[0] ?? addressee,
      grammar,
      speaker,
    });
    if (group !== undefined && !group.includes(addressee)) group = undefined;
    earlier += `${sentence}\n`;
  }
  return results;
};
