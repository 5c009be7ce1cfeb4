import { ANY, type AgentNumber, type Roster, type Sentence } from '../protocol/index.ts';
import { AGENT, MENTION_OPEN } from './agent-mention.ts';
import { applyRules, type RuleFailure } from './apply-rules.ts';
import { CHINESE_VOCABULARY } from './chinese-vocabulary.ts';
import { tokenizeChineseMentions } from './chinese-mentions.ts';
import { resolvePronouns } from './pronoun.ts';
import { parseProtocolTalk } from './protocol-talk.ts';
import { previousTalkFinder, type RecentTalk, referenceFinder } from './recent-talk.ts';
import { CHINESE_RULES } from './rules-chinese.ts';

const SENTENCE_END = /(?<=[。！？!?；;…\n])/u;
/** `没什么好说的` is a statement: 什么 after 没/不 asks nothing. */
const QUESTION = /[？?]|吗|谁|(?<!没有?|不)什么|啥|哪|怎么|为什么|是不是/u;
/** `如果3号是狼…`: a condition states no fact. */
const CONDITIONAL = /如果|假如|要是|万一|假设|若是|的话/u;
const PRONOUN = /他(?!们)|她(?!们)/gu;
/** `3号，…` / `8号你…`: the player addressed. */
const VOCATIVE = new RegExp(`^\\s*${AGENT}\\s*(?:[，,：:！!]|(?=你))`, 'u');
const EVERYONE = /大家|各位|所有人|你们/u;

const CLAUSE_END = /(?<=[，,])/u;

/**
 * `我观察了4号很久，我怀疑他。`: a pronoun may point back to the clause before it in the same sentence
 * (Chinese joins clauses with `，`), else to the previous sentence; resolvePronouns' own caution
 * (exactly one other player named, none in the pronoun's clause) holds clause by clause.
 */
const resolveByClause = (input: { sentence: string; previous: string; speaker: AgentNumber }): string => {
  let antecedent = input.previous;
  let resolved = '';
  for (const clause of input.sentence.split(CLAUSE_END)) {
    const read = resolvePronouns({ sentence: clause, previous: antecedent, speaker: input.speaker, pronoun: PRONOUN });
    if (read.includes(MENTION_OPEN)) antecedent = read;
    resolved += read;
  }
  return resolved;
};

export type UnderstandChineseOptions = {
  readonly text: string;
  readonly speaker: string;
  readonly roster: Roster;
  /** `player_id` of each roster seat (index 0 = agent 1), for `N号`; default: the agent numbers. */
  readonly playerIds?: readonly number[];
  readonly recentTalks?: readonly RecentTalk[];
};

/**
 * Chinese (zh-CN) werewolf talk → protocol sentences, by rules: 跳预言家/我是预言家, 查验/验了, 查杀,
 * 金水/好人, 狼/悍跳, 怀疑/可疑, 投/归票/出, 请守卫/请预言家, questions and negation (不是狼/不认为).
 * Players are `N号`, `N号玩家`, `玩家N` or names. A rule that throws is reported in `failures` and costs only its
 * own readings; anything else that throws is caught by `understand` (understand.ts).
 */
export const understandChinese = (options: UnderstandChineseOptions, failures: RuleFailure[]): Sentence[] => {
  const text = options.text.slice(0, 4000);
  if (text.trim() === '') return [];
  const speaker = options.roster.numberOf(options.speaker) ?? ANY;
  const protocol = parseProtocolTalk(text, speaker);
  if (protocol !== undefined) return protocol;
  const tokenized = tokenizeChineseMentions({
    text: text.normalize('NFKC').replace(/[\uE000-\uE001]/gu, ''),
    roster: options.roster,
    speaker,
    ...(options.playerIds === undefined ? {} : { playerIds: options.playerIds }),
  });
  const talks = options.recentTalks ?? [];
  const referenceTo = referenceFinder({ roster: options.roster, talks });
  const previousTalk = previousTalkFinder({ roster: options.roster, talks, speaker });
  const results: Sentence[] = [];
  const seen = new Set<string>();
  let previous = '';
  let earlier = '';
  let addressee: AgentNumber = ANY;
  for (const written of tokenized.split(SENTENCE_END)) {
    if (written.trim() === '') continue;
    const sentence = resolveByClause({ sentence: written, previous, speaker });
    if (sentence.includes(MENTION_OPEN)) previous = sentence;
    const vocative = VOCATIVE.exec(sentence);
    if (vocative !== null && Number(vocative[1]) !== speaker) addressee = Number(vocative[1]);
    else if (EVERYONE.test(sentence)) addressee = ANY;
    if (!CONDITIONAL.test(sentence)) {
      const found = applyRules({
        rules: CHINESE_RULES,
        sentence,
        question: QUESTION.test(sentence),
        failures,
        contextAt: () => ({
          speaker,
          addressee,
          vocabulary: CHINESE_VOCABULARY,
          utterance: tokenized,
          earlier,
          get previousSentence() {
            return earlier.trimEnd().split('\n').at(-1) ?? '';
          },
          previousSentenceMatch: (pattern) => {
            pattern.lastIndex = 0;
            return pattern.exec(earlier.trimEnd().split('\n').at(-1) ?? '');
          },
          utteranceHas: (pattern) => {
            pattern.lastIndex = 0;
            return pattern.test(tokenized);
          },
          referenceTo,
          previousTalk,
        }),
      });
      for (const { sentence: reading } of found) {
        const key = JSON.stringify(reading);
        if (seen.has(key)) continue;
        seen.add(key);
        results.push(reading);
      }
    }
    earlier += `${sentence}\n`;
  }
  return results;
};
