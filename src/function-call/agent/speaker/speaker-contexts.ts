import { z } from 'zod';

const SelfSchema = z.object({ label: z.string(), roleName: z.string(), isWerewolf: z.boolean() });
const LineSchema = z.object({ speaker: z.string(), content: z.string() });

/** Context of `system.hbs`. */
export const SpeakerSystemContextSchema = z.object({ self: SelfSchema });
/** Context of `discuss.hbs`. */
export const DiscussContextSchema = z.object({
  day: z.number().int(),
  speechOrder: z.number().int(),
  alive: z.array(z.string()),
  deaths: z.string(),
  knowledge: z.string(),
  speeches: z.array(LineSchema),
  draft: z.string(),
});
/** Context of `defend.hbs`. */
export const DefendContextSchema = z.object({
  day: z.number().int(),
  rivals: z.array(z.string()),
  knowledge: z.string(),
  accusations: z.array(LineSchema),
  draft: z.string(),
});

/** Context of `decide.hbs`: one decision of a non-speech function, as a choice among legal codes. */
export const DecideContextSchema = z.object({
  isVote: z.boolean(),
  isPk: z.boolean(),
  isAttack: z.boolean(),
  isCheck: z.boolean(),
  isWitch: z.boolean(),
  isHunter: z.boolean(),
  day: z.number().int(),
  night: z.number().int(),
  victim: z.string(),
  cause: z.string(),
  knowledge: z.string(),
  speeches: z.array(LineSchema),
  choices: z.array(z.object({ id: z.string(), label: z.string() })).min(1),
  ruleChoice: z.string(),
});
export type DecideContext = z.infer<typeof DecideContextSchema>;

export type SpeakerSystemContext = z.infer<typeof SpeakerSystemContextSchema>;
export type DiscussContext = z.infer<typeof DiscussContextSchema>;
export type DefendContext = z.infer<typeof DefendContextSchema>;

export const SPEAKER_ROLE_NAMES = {
  zh: { werewolf: '狼人', villager: '平民', seer: '预言家', witch: '女巫', hunter: '猎人' },
  en: { werewolf: 'werewolf', villager: 'villager', seer: 'seer', witch: 'witch', hunter: 'hunter' },
  ja: { werewolf: '人狼', villager: '村人', seer: '占い師', witch: '魔女', hunter: '狩人' },
} as const;
