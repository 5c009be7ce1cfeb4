import type { Language } from '../brain.ts';
import { type GameRole, isGameRole } from '../../game/state.ts';
import { ANY, type AgentNumber, type Roster, type Sentence } from '../../protocol/index.ts';
import type { Random } from '../../random.ts';

/**
 * A small built-in phrase book, used until the NL bridge's templated renderer is wired in. Every
 * phrase is one that the NL bridge's `understand` reads back to the same sentence (a test checks), so
 * other rule agents learn claims, results and votes from what we say. No half-width commas.
 */
type Phrases = {
  readonly roles: Readonly<Record<GameRole, string>>;
  readonly comingOut: readonly string[];
  readonly divinedHuman: readonly string[];
  readonly divinedWerewolf: readonly string[];
  readonly identifiedHuman: readonly string[];
  readonly identifiedWerewolf: readonly string[];
  readonly guarded: readonly string[];
  readonly vote: readonly string[];
  readonly attack: readonly string[];
  readonly estimateWerewolf: readonly string[];
  readonly estimateRole: readonly string[];
  readonly requestVote: readonly string[];
  readonly agree: readonly string[];
  readonly greeting: readonly string[];
  readonly joiner: string;
};

const JA: Phrases = {
  roles: { SEER: '占い師', MEDIUM: '霊媒師', BODYGUARD: '騎士', VILLAGER: '村人', WEREWOLF: '人狼', POSSESSED: '狂人' },
  comingOut: ['私は{role}です。', '{role}COします。', '実は私が{role}です。'],
  divinedHuman: [
    '占いの結果は{target}が白でした。',
    '{target}を占った結果は人間でした。',
    '占いで{target}は白と出ました。',
  ],
  divinedWerewolf: [
    '占いの結果は{target}が黒でした。',
    '{target}を占った結果は人狼でした。',
    '占いで{target}は黒と出ました。',
  ],
  identifiedHuman: ['霊媒の結果は{target}が白でした。', '{target}の霊媒結果は人間でした。'],
  identifiedWerewolf: ['霊媒の結果は{target}が黒でした。', '{target}の霊媒結果は人狼でした。'],
  guarded: ['昨夜は{target}を護衛しました。', '{target}を守りました。'],
  vote: ['{target}に投票します。', '今日は{target}に投票するつもりです。', '私は{target}に票を入れます。'],
  attack: ['今夜は{target}を襲撃しよう。', '{target}を襲撃するのがいいと思う。'],
  estimateWerewolf: ['{target}が人狼だと思います。', '{target}が怪しいと思います。', '{target}は人狼っぽいです。'],
  estimateRole: ['{target}は{role}だと思います。', '{target}は{role}っぽいです。'],
  requestVote: ['みんな{target}に投票しましょう。', '皆さん{target}に投票してください。'],
  agree: ['{target}の意見に賛成です。', '{target}に同意します。'],
  greeting: [
    '{name}です。よろしくお願いします。',
    'こんにちは。{name}です。よろしく。',
    '{name}と申します。皆さんよろしくお願いします。',
  ],
  joiner: '',
};

const EN: Phrases = {
  roles: {
    SEER: 'seer',
    MEDIUM: 'medium',
    BODYGUARD: 'bodyguard',
    VILLAGER: 'villager',
    WEREWOLF: 'werewolf',
    POSSESSED: 'possessed',
  },
  comingOut: ['I am the {role}.', 'I come out as the {role}.', 'Let me say it: I am the {role}.'],
  divinedHuman: [
    'My divination says {target} is human.',
    'My divination result: {target} is human.',
    'My divination shows {target} is human.',
  ],
  divinedWerewolf: [
    'My divination says {target} is a werewolf.',
    'My divination result: {target} is a werewolf.',
    'My divination shows {target} is a werewolf.',
  ],
  identifiedHuman: ['As the medium I saw that {target} was human.', 'My medium result: {target} was human.'],
  identifiedWerewolf: [
    'As the medium I saw that {target} was a werewolf.',
    'My medium result: {target} was a werewolf.',
  ],
  guarded: ['I guarded {target} last night.', 'Last night I protected {target}.'],
  vote: ['I will vote for {target}.', 'My vote goes to {target} today.', 'I am voting for {target}.'],
  attack: ['Let us attack {target} tonight.', 'I want to attack {target}.'],
  estimateWerewolf: [
    'I think {target} is a werewolf.',
    '{target} looks like a werewolf to me.',
    'I suspect {target} is a werewolf.',
  ],
  estimateRole: ['I think {target} is the {role}.', '{target} looks like the {role} to me.'],
  requestVote: ['Everyone please vote for {target}.', 'Let us all vote for {target}.'],
  agree: ['I agree with {target}.', 'I agree with what {target} said.'],
  greeting: ['Hello everyone. I am {name}.', 'Hi all. {name} here. Nice to meet you.', 'Good day. My name is {name}.'],
  joiner: ' ',
};

const BOOKS: Record<Language, Phrases> = { ja: JA, en: EN };

export const renderSimple = (options: {
  sentences: readonly Sentence[];
  lang: Language;
  roster: Roster;
  random: Random;
  self?: string;
  greeting?: boolean;
  /** The profile text from INITIALIZE (`性格: …` / `personality: …` lines), for the greeting's tone. */
  persona?: string;
  /** Author of an agreed talk, by day and idx. */
  authorOf?: (day: number, idx: number) => string | undefined;
}): string => {
  const book = BOOKS[options.lang];
  const nameOf = (agent: AgentNumber): string => options.roster.nameOf(agent) ?? options.roster.format(agent);
  const fill = (variants: readonly string[], values: Record<string, string>): string => {
    const template = options.random.pick(variants) ?? '';
    return template.replace(/\{(\w+)\}/gu, (_, key: string) => values[key] ?? '');
  };
  const one = (sentence: Sentence): string | undefined => {
    switch (sentence.type) {
      case 'COMINGOUT':
        return isGameRole(sentence.role) ? fill(book.comingOut, { role: book.roles[sentence.role] }) : undefined;
      case 'DIVINED':
        if (sentence.species === 'ANY') return undefined;
        return fill(sentence.species === 'HUMAN' ? book.divinedHuman : book.divinedWerewolf, {
          target: nameOf(sentence.target),
        });
      case 'IDENTIFIED':
        if (sentence.species === 'ANY') return undefined;
        return fill(sentence.species === 'HUMAN' ? book.identifiedHuman : book.identifiedWerewolf, {
          target: nameOf(sentence.target),
        });
      case 'GUARDED':
        return fill(book.guarded, { target: nameOf(sentence.target) });
      case 'VOTE':
        return fill(book.vote, { target: nameOf(sentence.target) });
      case 'ATTACK':
        return fill(book.attack, { target: nameOf(sentence.target) });
      case 'ESTIMATE':
        if (sentence.role === 'WEREWOLF') return fill(book.estimateWerewolf, { target: nameOf(sentence.target) });
        return isGameRole(sentence.role)
          ? fill(book.estimateRole, { target: nameOf(sentence.target), role: book.roles[sentence.role] })
          : undefined;
      case 'REQUEST':
        return sentence.target === ANY && sentence.clause.type === 'VOTE'
          ? fill(book.requestVote, { target: nameOf(sentence.clause.target) })
          : undefined;
      case 'AGREE': {
        const author = options.authorOf?.(sentence.talkDay, sentence.talkId);
        return author === undefined ? undefined : fill(book.agree, { target: author });
      }
      case 'AND':
        return joined(sentence.clauses);
      case 'BECAUSE':
        return joined(sentence.clauses);
      default:
        return undefined;
    }
  };
  const joined = (sentences: readonly Sentence[]): string | undefined => {
    const parts = sentences.map(one).filter((part): part is string => part !== undefined && part !== '');
    return parts.length === 0 ? undefined : parts.join(book.joiner);
  };
  if (options.greeting === true) {
    const greeting = fill(book.greeting, { name: options.self ?? '' });
    const flavour = personaLine(options.lang, options.persona, options.random);
    return flavour === undefined ? greeting : `${greeting}${book.joiner}${flavour}`;
  }
  return joined(options.sentences) ?? 'Over';
};

/** Personality keywords → a line in that tone; checked in order, the first match wins. */
const TONES: Record<Language, readonly { readonly words: RegExp; readonly lines: readonly string[] }[]> = {
  ja: [
    { words: /明る|元気|陽気|活発|社交/u, lines: ['今日も元気にいきましょう！', '楽しく推理しましょうね！'] },
    { words: /冷静|慎重|論理|分析|知的/u, lines: ['落ち着いて推理していきます。', '事実を一つずつ確かめていきます。'] },
    { words: /自信|リーダー|強気|堂々/u, lines: ['推理は私に任せてください。', 'しっかり皆をまとめます。'] },
    { words: /優し|穏やか|思いやり|温和/u, lines: ['皆さんの話をよく聞きますね。', '仲良く話し合いましょう。'] },
    { words: /内気|控えめ|シャイ|人見知り/u, lines: ['少し緊張していますが頑張ります。'] },
  ],
  en: [
    {
      words: /cheerful|energetic|outgoing|lively|friendly/iu,
      lines: ['Let us have a lively talk!', 'I am excited to get started!'],
    },
    {
      words: /calm|careful|logical|analytical|rational/iu,
      lines: ['I will reason through the facts carefully.', 'Let us go one fact at a time.'],
    },
    {
      words: /confident|leader|bold|assertive/iu,
      lines: ['Leave the reasoning to me.', 'I will help keep us on track.'],
    },
    {
      words: /kind|gentle|caring|warm/iu,
      lines: ['I will listen to everyone closely.', 'Let us talk this through together.'],
    },
    { words: /shy|quiet|reserved|timid/iu, lines: ['I am a little nervous but I will do my best.'] },
  ],
};

const personaLine = (lang: Language, persona: string | undefined, random: Random): string | undefined => {
  if (persona === undefined || persona.trim() === '') return undefined;
  const personality = /(?:性格|personality)\s*[:：]\s*(.+)/iu.exec(persona)?.[1] ?? persona;
  const tone = TONES[lang].find((entry) => entry.words.test(personality));
  return tone === undefined ? undefined : random.pick(tone.lines);
};
