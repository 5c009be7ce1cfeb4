import type { AgentNumber, ProtocolRole, Sentence } from '../protocol/index.ts';
import { agreementWith } from './agreement-with.ts';
import { AGENT, ANY_AGENT } from './agent-mention.ts';
import { CHINESE_VOCABULARY } from './chinese-vocabulary.ts';
import type { PhraseRule, RuleContext } from './phrase-rule.ts';
import { ANY, action, agentIn, comingOut, divined, estimate, inquire, not, request } from './sentence-builders.ts';

const words = CHINESE_VOCABULARY;
/** An optional subject before the verb (group): the speaker's `我` is a token of the speaker. */
const SUBJECT = `(?:${AGENT}\\s*)?`;
const ROLE = `(${words.role})`;
const SPECIES = `(${words.species})`;
const ADVERBS =
  '(?:也|都|还|很|有点|有些|比较|非常|特别|更|肯定|一定|绝对|应该|可能|大概率|大概|估计|就|才|真的|确实|明显|一直|必|百分百|百分之百)*';
const TIME = '(?:今天|今晚|昨晚|昨天晚上|昨夜|这轮|这一轮|等下|待会|第[一二三四五六七八九十\\d]+[天晚夜])?';
const ASPECT = '(?:的(?:发言|表现|票型|逻辑|状态))?';

/** `3号说他是预言家`: another player's words reported, not the speaker's own. */
const RELAYED = new RegExp(`${AGENT}\\s*(?:说|称|讲|表示|声称|认为|觉得|怀疑)`, 'u');
/** `预言家遗言说5号很可疑` / `她的遗言说验了3号`: a dead player's last words or a role's words, retold. */
const RETOLD = /(?:遗言|预言家|女巫|猎人|守卫|有人|别人)(?:的遗言)?(?:里|中)?(?:说|讲|提到|称)/u;
const relayed = (context: RuleContext): boolean => {
  if (RETOLD.test(context.before)) return true;
  const match = RELAYED.exec(context.before);
  return match !== null && Number(match[1]) !== context.speaker;
};

/** `不代表我是狼` / `不等于3号是好人`: what follows is denied as a conclusion, not stated. */
const DENIED_FRAME =
  /(?:(?:不|没|并不|未必|不能)(?:代表|等于|说明|意味着|证明)|(?:没有?|从没|从来没)(?:说过?|讲过?))\s*$/u;
/** `我没有查杀5号` / `我没给5号发金水`: the verb right before is negated. */
const NEGATED_BEFORE = /(?:不|没有?|别|未|从没|并没有?)\s*$/u;

/** `验了6号，金水。6号是好人。`: the previous sentence checked this player. */
const CHECK = '(?:首验|查验|验|查)(?:了|的(?:就)?是)?(?:一下)?';
const CHECKED_LAST = new RegExp(`${CHECK}${AGENT}[^\\n]*\\n?$`, 'u');
/** `查验9号，查杀，他是狼。`: a clause before in the same sentence checked this player. */
const CHECKED_HERE = new RegExp(`${CHECK}${AGENT}[^。]*[，,]\\s*$`, 'u');

/** The subject group is absent or the speaker. */
const bySpeaker = (group: string | undefined, context: RuleContext): boolean => {
  const subject = agentIn(group);
  return subject === undefined || subject === context.speaker;
};

const other = (group: string | undefined, context: RuleContext): AgentNumber | undefined => {
  const target = agentIn(group);
  return target === undefined || target === context.speaker ? undefined : target;
};

/** Words joining players in a list: `2号和3号`, `1号、3号`, `2号跟5号`. A `，` joins clauses, not players. */
const LIST_JOIN = '\\s*(?:、?(?:和|与|跟|及|以及|还有)|、|/)\\s*';
const LISTED_BEFORE = new RegExp(`(?:${AGENT}${LIST_JOIN})+$`, 'u');
const LISTED_AFTER = new RegExp(`^(?:${LIST_JOIN}${AGENT})+`, 'u');
const LISTED_ONE = new RegExp(AGENT, 'gu');

/** Players of a list, the speaker (`我和3号`) left out. */
const listed = (text: string | undefined, context: RuleContext): AgentNumber[] =>
  text === undefined
    ? []
    : [...text.matchAll(LISTED_ONE)].map((item) => Number(item[1])).filter((agent) => agent !== context.speaker);

/** `2号和3号都可疑`: the players listed before the one the rule matched share its predicate. */
const listedBefore = (context: RuleContext): AgentNumber[] => listed(LISTED_BEFORE.exec(context.before)?.[0], context);

/** `我怀疑2号和5号`: the players listed right after the match share its verb. */
const listedAfter = (match: RegExpExecArray, context: RuleContext): AgentNumber[] =>
  listed(LISTED_AFTER.exec(context.sentence.slice(match.index + match[0].length))?.[0], context);

/** The same reading for every player of a coordinated list (`2号和3号都不是狼`: both negated). */
const forEach = (agents: readonly AgentNumber[], read: (agent: AgentNumber) => Sentence | undefined): Sentence[] =>
  [...new Set(agents)].flatMap((agent) => read(agent) ?? []);

/** `他的底牌是平民` / `3号底牌是村民`: another player's card, not the speaker's. */
const OWNER_BEFORE = new RegExp(`(?:([他她你])|${AGENT})的?\\s*$`, 'u');
const othersCard = (context: RuleContext): boolean => {
  const owner = OWNER_BEFORE.exec(context.before);
  return owner !== null && (owner[1] !== undefined || Number(owner[2]) !== context.speaker);
};

const ROLE_AFTER = new RegExp(`^(不是|不像)?(?:是|像|才是)(?:真的?)?${ROLE}(?![的牌])`, 'u');

/** `为什么让预言家验我？`: a question about someone's call, not the call. */
const WHY = /为什么|凭什么|干嘛|为何/u;

const flip = (species: 'HUMAN' | 'WEREWOLF'): 'HUMAN' | 'WEREWOLF' => (species === 'HUMAN' ? 'WEREWOLF' : 'HUMAN');

/** Predicates about a player: wolf-ish or good-ish. */
const WOLFISH = /狼|可疑|坏人|悍跳|查杀|有问题|不对劲|划水|假的/u;
const GOODISH = /好人|村民|平民|民|金水|清白/u;

/** `3号很可疑` / `3号不是狼` / `我不觉得3号是好人`: the estimate, negated where the talk negates it. */
const estimateOf = (target: AgentNumber, predicate: string, negations: number): Sentence | undefined => {
  const wolf = WOLFISH.test(predicate);
  const good = !wolf && GOODISH.test(predicate);
  if (!wolf && !good) return undefined;
  const said = estimate(target, wolf ? 'WEREWOLF' : 'VILLAGER');
  return negations % 2 === 1 ? not(said) : said;
};

const NEGATION = '(不|并不|并非|没有?|不太|不会)?';
/** Kinds of wolf of table talk: 深水狼 (hidden), 倒钩狼 (backs the true seer), 冲锋狼 (charges), 铁狼 (sure). */
const WOLF = '(?:深水|倒钩|冲锋|铁)?狼人?';
const PREDICATE = `(不是|不像|并不是|不太|不)?(是(?:个|一个|一匹|一只)?${WOLF}|像(?:个|一个)?${WOLF}|铁狼|狼面(?:很|太|比较)?大|狼(?!面)|可疑|是坏人|是悍跳|在悍跳|悍跳|是假的|(?:在|是在)?划水|有问题|不对劲|是好人|像好人|好人面(?:很|比较)?大|是村民|是平民|是民|是金水|清白)`;

const rule = (
  name: string,
  source: string,
  build: PhraseRule['build'],
  mood: PhraseRule['mood'] = 'statement',
): PhraseRule => ({
  name,
  pattern: new RegExp(source, 'gu'),
  mood,
  build,
});

/** The phrase rules for Chinese (zh-CN) werewolf talk, most specific first. */
export const CHINESE_RULES: readonly PhraseRule[] = [
  rule('disagree', `(?:不同意|不赞同|反对)${AGENT}`, agreementWith('DISAGREE')),
  rule('agree', `(?:同意|赞同|支持)${AGENT}`, agreementWith('AGREE')),
  // 我查验了3号，他是好人 / 昨晚验了5号是狼人 / 查验3号，结果是金水
  rule(
    'divined',
    `${SUBJECT}${TIME}(?:首夜查验|首验|查验|验|查)(?:过了|过|了|的(?:就)?是)?(?:一下)?${AGENT}[，,、：:\\s]*(?:的)?(?:他|她|结果|身份|${AGENT})?(?:是|为|身份是)?(不是)?(?:我的)?${SPECIES}`,
    (match, context) => {
      const target = other(match[2], context);
      const species = words.speciesOf(match[5] ?? '');
      if (target === undefined || species === undefined || !bySpeaker(match[1], context) || relayed(context))
        return undefined;
      // `查验了3号，他是好人` with the pronoun resolved: the same player named again, no one else.
      if (match[3] !== undefined && agentIn(match[3]) !== target) return undefined;
      return divined(target, match[4] === undefined ? species : flip(species));
    },
  ),
  // 4号我验过了，是好人: the checked player named first.
  rule(
    'divined-topic-first',
    `${AGENT}\\s*${AGENT}${TIME}(?:查验|验|查)(?:过了|过|了)[，,、：:\\s]*(?:他|她|结果)?(?:是|为)?(不是)?${SPECIES}`,
    (match, context) => {
      const target = other(match[1], context);
      const species = words.speciesOf(match[4] ?? '');
      if (target === undefined || species === undefined || agentIn(match[2]) !== context.speaker || relayed(context))
        return undefined;
      return divined(target, match[3] === undefined ? species : flip(species));
    },
  ),
  // 3号是我的金水 / 5号是我的查杀
  rule(
    'divined-mine',
    `${AGENT}(?:就是|是|为)${ANY_AGENT}(?:验|查验)?的(金水|查杀)|${AGENT}的(金水|查杀)是${AGENT}`,
    (match, context) => {
      // `我的金水是6号`: only the speaker's own result.
      if (match[3] !== undefined && Number(match[3]) !== context.speaker) return undefined;
      if (DENIED_FRAME.test(context.before) || relayed(context)) return undefined;
      const target = other(match[1] ?? match[5], context);
      const species = words.speciesOf(match[2] ?? match[4] ?? '');
      return target === undefined || species === undefined ? undefined : divined(target, species);
    },
  ),
  // 查杀5号 / 给3号发金水
  rule(
    'divined-verdict',
    `${SUBJECT}(?:给|发)?(查杀|金水)(?:给)?${AGENT}|${SUBJECT}给${AGENT}(?:发)?(?:了)?(?:一个)?(查杀|金水)`,
    (match, context) => {
      const subject = match[1] ?? match[4];
      const target = other(match[3] ?? match[5], context);
      const species = words.speciesOf(match[2] ?? match[6] ?? '');
      // `1号的金水给8号太刻意了`: someone else's result talked about.
      if (target === undefined || species === undefined || !bySpeaker(subject, context) || relayed(context))
        return undefined;
      if (subject === undefined && /的\s*$/u.test(context.before)) return undefined;
      if (NEGATED_BEFORE.test(context.before)) return undefined;
      return divined(target, species);
    },
  ),
  // 请大家投3号 / 大家一起出5号 / 归票3号 / 今天出3号 / 把3号投出去
  rule(
    'request-vote',
    `(?:请|建议|希望|要求)?(?:今天)?(?:大家|我们|所有人|全体|各位|全票|全部)(?:今天)?(?:就)?(?:跟着?${ANY_AGENT})?(?:一起|都)?(?:投|票投|投票给|出|推|归票|归)(?:给)?${AGENT}|(?:归票|归)(?:给)?${AGENT}|(?:今天|这轮)(?:必须|一定要|就)?(?:出|推)${AGENT}|(?:大家|我们)?把${AGENT}(?:投|票)出去|(?:大家|我们|各位)(?:都|一起)?把票(?:都)?(?:投给|投|给)${AGENT}`,
    (match) => {
      const target = agentIn(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
    'any',
  ),
  // 别投3号 / 我要求大家别投我: a call on everyone not to vote the player.
  rule(
    'request-no-vote',
    `(?:请|希望|要求)?(?:大家|你们|各位)?(?:别|不要|千万别)(?:再)?(?:把票)?(?:投给|投|出|推|给)${AGENT}`,
    (match) => {
      const target = agentIn(match[1]);
      return target === undefined ? undefined : request(ANY, not(action('VOTE', target)));
    },
    'any',
  ),
  rule(
    'request-guard',
    `(?:请|希望)?守卫${TIME}(?:守|保护|守护|盾)(?:一下)?${AGENT}`,
    (match) => {
      const target = agentIn(match[1]);
      return target === undefined ? undefined : request(ANY, action('GUARD', target));
    },
    'any',
  ),
  rule(
    'request-divination',
    `(?:请|希望)?预言家${TIME}(?:验|查验|查)(?:一下)?${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1]);
      // `6号为什么让预言家验我？`: asking why someone else called for it.
      if (target === undefined || WHY.test(context.sentence)) return undefined;
      return request(ANY, action('DIVINATION', target));
    },
    'any',
  ),
  rule(
    'request-comingout',
    `(?:请|希望)?(?:真)?${ROLE}(?:赶快|快点|赶紧)?(?:跳|站|出来|报)(?:出来|身份)?`,
    (match, context) => {
      const role = words.roleOf(match[1] ?? '');
      if (
        role === undefined ||
        role === 'WEREWOLF' ||
        !/请|希望|出来/u.test(match[0]) ||
        /^(?:是|就是)/u.test(context.before.slice(-2)) ||
        // `只有一个预言家跳出来` / `还没有预言家跳出来`: who has come out, told, not asked for.
        /(?:有|个|没)\s*(?:真)?$/u.test(context.before)
      )
        return undefined;
      return request(ANY, comingOut(ANY, role));
    },
    'any',
  ),
  // 你投谁？ / 3号，你打算投谁？
  rule(
    'inquire-vote',
    `(?:你|你们|大家)(?:今天)?(?:会|要|想|打算|准备)?(?:投|出)(?:谁|哪个|哪位)`,
    (_match, context) => inquire(context.addressee, action('VOTE', ANY)),
    'question',
  ),
  rule(
    'inquire-role',
    `(?:你|你的)(?:到底)?(?:(?:是|身份是)(?:什么|啥)(?:身份|角色|牌)?|(?:是)?(?:什么|啥)(?:身份|角色|牌))`,
    (_match, context) =>
      context.addressee === ANY ? undefined : inquire(context.addressee, comingOut(context.addressee, 'ANY')),
    'question',
  ),
  rule('inquire-seer', `谁是(?:真)?预言家`, () => inquire(ANY, comingOut(ANY, 'SEER')), 'question'),
  // 我不投3号 / 今天我投5号 / 我会把票投给3号
  rule(
    'vote',
    `${SUBJECT}(?:这票)?${NEGATION}${TIME}(?:会|要|想|打算|准备|就|还是|决定)?(?:把票|这票)?(?:投|票投|票给|投票给|投给|投一票给|给|出)(?:给)?${AGENT}`,
    (match, context) => {
      const target = other(match[3], context);
      if (target === undefined || !bySpeaker(match[1], context) || relayed(context)) return undefined;
      // `给6号` alone is no vote; `出6号！` with nobody named is a call on everyone, `我出6号` a vote.
      if (/^(?:[^投票出]*)给/u.test(match[0]) && !/票/u.test(match[0])) return undefined;
      if (match[1] === undefined && match[2] === undefined && /^出/u.test(match[0]))
        return request(ANY, action('VOTE', target));
      const said = action('VOTE', target);
      return match[2] === undefined ? said : not(said);
    },
  ),
  // 我是预言家 / 我跳预言家 / 我不是预言家
  rule(
    'comingout',
    `${SUBJECT}(?:才|也|根本|绝对|真的)?(不是|并不是|不是真|不)?(?:跳|(?:只|就|真的|才|也)?是(?:个|一个|一名)?|起跳|对跳|报|认)(?:真)?(?:的)?${ROLE}(?![的牌])`,
    (match, context) => {
      const subject = agentIn(match[1]);
      const role = words.roleOf(match[3] ?? '') as ProtocolRole | undefined;
      if (role === undefined || subject === undefined || subject !== context.speaker) return undefined;
      if (DENIED_FRAME.test(context.before)) return undefined;
      const said = comingOut(context.speaker, role);
      return match[2] === undefined ? said : not(said);
    },
  ),
  // 真预言家是我 / 预言家在这 / 我的预言家身份很清晰: the speaker's claim; 真预言家是3号: a belief.
  rule(
    'claim-by-role',
    `(真)?${ROLE}(?:是|就是)${AGENT}|${ROLE}在这|${AGENT}的${ROLE}身份(?!我)|(?:底牌|身份)(?:是)?${ROLE}|(?<=^|[，,：:\\s])${ROLE}一(?:个|枚|张)`,
    (match, context) => {
      const role = words.roleOf(match[2] ?? match[4] ?? match[6] ?? match[7] ?? match[8] ?? '') as
        | ProtocolRole
        | undefined;
      const agent = agentIn(match[3] ?? match[5]);
      if (role === undefined || role === 'WEREWOLF' || relayed(context)) return undefined;
      // `底牌平民` / `平民一个`: the speaker's own card (`他的底牌是…` is someone else's).
      if (match[7] !== undefined || match[8] !== undefined)
        return othersCard(context) ? undefined : comingOut(context.speaker, role);
      if (match[4] !== undefined)
        return /^\s*$|[，。,.]\s*$/u.test(context.before) ? comingOut(context.speaker, role) : undefined;
      if (agent === context.speaker) return comingOut(context.speaker, role);
      // `真预言家是3号` believes 3号; `3号的预言家身份` alone says nothing (trust reads `…我认`).
      return match[1] !== undefined && agent !== undefined ? estimate(agent, role) : undefined;
    },
  ),
  // 我站边2号 / 保5号 / 我更倾向7号 / 3号的预言家身份我认: trust in the player (their claim).
  rule(
    'trust',
    `${SUBJECT}(不|没有?|不会)?${ADVERBS}(?:暂时|明确|愿意|选择|还是|会)?(?:站边|站队|站|保|认|选择|倾向于?)${AGENT}(?!的|是|说|和|跟)|${AGENT}的${ROLE}身份${SUBJECT}${ADVERBS}(?:不|没有?)?(?:认|信|相信|承认)|${SUBJECT}(?:不|没有?)?${ADVERBS}(?:认|信|相信|承认)${AGENT}的${ROLE}身份`,
    (match, context) => {
      const target = other(match[3] ?? match[4] ?? match[8], context);
      const subject = match[1] ?? match[6] ?? match[7];
      if (target === undefined || !bySpeaker(subject, context) || relayed(context)) return undefined;
      if (/[你他她]\s*$|[你他她](?:先)?(?:别|不要)/u.test(context.before)) return undefined;
      const said = estimate(target, 'VILLAGER');
      // `3号的预言家身份我不认` / `我不认7号的预言家身份`: the negation inside the other two forms.
      const negated = match[2] !== undefined || (match[3] === undefined && /不|没/u.test(match[0]));
      return negated ? not(said) : said;
    },
  ),
  // 我先踩一脚7号 / 踩3号: pressing the player as a wolf; `别踩4号` / `你踩我` are not the speaker's.
  rule('press', `${SUBJECT}(?:先|就|要|得)?踩(?:一脚|一下|了)?${AGENT}`, (match, context) => {
    const target = other(match[2], context);
    if (target === undefined || !bySpeaker(match[1], context) || relayed(context)) return undefined;
    if (/[你他她]|别|不要|不|没/u.test(context.before.split(/[，,]/u).at(-1) ?? '')) return undefined;
    return estimate(target, 'WEREWOLF');
  }),
  // 狼坑我先排一下：7号、8号、还有2号: the speaker's list of wolf candidates.
  rule('wolf-pit', `狼坑${SUBJECT}(?:先)?(?:排|放|是)?(?:一下)?[：:，,\\s]*${AGENT}`, (match, context) => {
    if (!bySpeaker(match[1], context) || relayed(context)) return undefined;
    const first = other(match[2], context);
    const all = [...(first === undefined ? [] : [first]), ...listedAfter(match, context)];
    return forEach(all, (agent) => estimate(agent, 'WEREWOLF'));
  }),
  // 我怀疑3号 / 我不认为3号是狼 / 我相信5号 / 我觉得3号是好人
  rule(
    'opinion',
    `${SUBJECT}${NEGATION}(怀疑|觉得|认为|感觉|猜|相信|信任|信)${AGENT}${ASPECT}${ADVERBS}(?:${PREDICATE})?`,
    (match, context) => {
      const target = other(match[4], context);
      if (target === undefined || !bySpeaker(match[1], context) || relayed(context)) return undefined;
      if (DENIED_FRAME.test(context.before)) return undefined;
      const verb = match[3] ?? '';
      const negations = (match[2] === undefined ? 0 : 1) + (match[5] === undefined ? 0 : 1);
      const predicate = match[6];
      if (predicate !== undefined) return estimateOf(target, predicate, negations);
      // `我相信4号是真预言家`: the role said after the player is the belief.
      const role = ROLE_AFTER.exec(context.sentence.slice(match.index + match[0].length));
      const believed = words.roleOf(role?.[2] ?? '');
      if (believed !== undefined && believed !== 'WEREWOLF') {
        const said = estimate(target, believed);
        return (negations + (role?.[1] === undefined ? 0 : 1)) % 2 === 1 ? not(said) : said;
      }
      // `我怀疑2号和5号` / `我相信1号、3号`: the verb reaches every player of the list.
      const objects = [target, ...listedAfter(match, context)];
      if (verb === '怀疑') return forEach(objects, (agent) => estimateOf(agent, '狼', negations));
      if (/信/u.test(verb)) return forEach(objects, (agent) => estimateOf(agent, '好人', negations));
      return undefined;
    },
  ),
  // 3号很可疑 / 5号不是狼 / 3号的发言像狼
  rule('estimate', `${AGENT}${ASPECT}${ADVERBS}${PREDICATE}`, (match, context) => {
    const target = other(match[1], context);
    if (target === undefined || relayed(context) || DENIED_FRAME.test(context.before)) return undefined;
    const negations = (match[2] === undefined ? 0 : 1) + (/(?:不|没)(?:认为|觉得|怀疑)/u.test(context.before) ? 1 : 0);
    // `我查验了6号。他是狼人。`: the result of the check named just before.
    const checked =
      context.before.trim() === '' ? CHECKED_LAST.exec(context.earlier) : CHECKED_HERE.exec(context.before);
    const species = WOLFISH.test(match[3] ?? '') ? 'WEREWOLF' : 'HUMAN';
    if (checked !== null && Number(checked[1]) === target && !relayed(context))
      return divined(target, negations % 2 === 1 ? flip(species) : species);
    // `2号和3号都不是狼`: the subjects listed before share the predicate and its negation.
    return forEach([...listedBefore(context), target], (agent) => estimateOf(agent, match[3] ?? '', negations));
  }),
  // 3号是预言家 / 我觉得5号是守卫
  // 3号大概率是真的 / 8号是真的: the real seer of two claimers.
  rule('estimate-real', `${AGENT}${ADVERBS}(?:是|才是)真的(?=[，,。.！!；;\\s]|$)`, (match, context) => {
    const target = other(match[1], context);
    if (target === undefined || relayed(context) || DENIED_FRAME.test(context.before)) return undefined;
    const said = estimate(target, 'SEER');
    return /(?:不|没)(?:认为|觉得|相信|信)/u.test(context.before) ? not(said) : said;
  }),
  rule('estimate-role', `${AGENT}${ADVERBS}(?:(不是|不像|并不是)|是|像)(?:真)?${ROLE}(?![的牌])`, (match, context) => {
    const target = other(match[1], context);
    const role = words.roleOf(match[3] ?? '');
    if (target === undefined || role === undefined || relayed(context) || DENIED_FRAME.test(context.before))
      return undefined;
    const said = estimate(target, role);
    return match[2] === undefined ? said : not(said);
  }),
  // whispered: 今晚刀3号
  rule('attack', `${TIME}(?:刀|(?<!查)杀|咬|袭击)(?:掉)?${AGENT}`, (match, context) => {
    const target = other(match[1], context);
    // `查杀5号` is a check result, `没杀5号` no attack.
    return target === undefined || NEGATED_BEFORE.test(context.before) ? undefined : action('ATTACK', target);
  }),
];
