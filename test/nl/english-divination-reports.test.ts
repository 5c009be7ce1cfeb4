import { describeForms, readEnglishAsAsuka } from './read-printed.ts';

/**
 * The speaker's own divination told after the check, however the result is worded (tuned on the 2025 English
 * logs): a pronoun for the agent checked and what it turned out to be, the agent as the object of a finding, the
 * result named, a dash or colon. Said by Asuka (Agent[02]); each family with near misses that read no result.
 */
describeForms(
  'English results told after the check',
  {
    'the speaker’s own result in the clause after a contrast with someone else’s account': [
      [
        'Victoria says Midori is human, but I divined Midori last night and she is a werewolf.',
        ['DIVINED Agent[03] WEREWOLF'],
      ],
      ['Victoria says Midori is human, but I divined Shizue and she is a werewolf.', ['DIVINED Agent[04] WEREWOLF']],
      // No own reading act after the contrast: the sentence stays someone else's account.
      ['Victoria divined Midori as human, but Shizue says Midori is a werewolf.', []],
    ],
    'another agent’s result retold by its result word is neither the speaker’s result nor its estimate': [
      ["Victoria's result says Midori is human, but I am not sure.", []],
      ['Victoria’s divination result shows Midori is a werewolf.', []],
      // The speaker's own result word, or the speaker's inference from another's conduct, stays read.
      ['My result says Midori is human.', ['DIVINED Agent[03] HUMAN']],
      ["Victoria's behaviour shows Midori is a werewolf.", ['ESTIMATE Agent[03] WEREWOLF']],
    ],
    'a pronoun for the agent checked': [
      ['I divined Midori and discovered that she is a werewolf.', ['DIVINED Agent[03] WEREWOLF']],
      ['I divined Midori and found out that she is a werewolf.', ['DIVINED Agent[03] WEREWOLF']],
      ['As the Seer I divined Shizue last night and confirmed he is the Werewolf.', ['DIVINED Agent[04] WEREWOLF']],
      ['I divined Shizue, and he turned out to be a werewolf.', ['DIVINED Agent[04] WEREWOLF']],
      ['I divined Shizue and saw that he was a werewolf.', ['DIVINED Agent[04] WEREWOLF']],
      ['I used my divination on Midori and learned she is human.', ['DIVINED Agent[03] HUMAN']],
      ['I divined Midori and found that she is not the werewolf.', ['DIVINED Agent[03] HUMAN']],
      // A denial between the check and its result: no reading, never the opposite one.
      ["I divined Midori and I don't think she is the werewolf.", []],
      ["I divined Midori and I don't think she is a werewolf.", []],
      // Another's check, a conditional, a denied check.
      ['Servas divined Midori and discovered that she is a werewolf.', []],
      ['If I divined Midori and found she is a werewolf, I would say so.', []],
      ['I did not divine Midori and discover that she is a werewolf.', []],
    ],
    'the agent checked as the object of a finding': [
      ['I divined Shizue on the first night confirming her as Human.', ['DIVINED Agent[04] HUMAN']],
      [
        'I am the Seer checked Victoria on night 0 and found them human.',
        ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[05] HUMAN'],
      ],
      ['I divined Victoria and found a werewolf.', ['DIVINED Agent[05] WEREWOLF']],
      ['Our seer checked Victoria and found her human.', []],
      ['I divined Victoria and told her to be a good villager.', []],
    ],
    'the result named, or after a dash or colon': [
      ['I divined Victoria and the result was werewolf.', ['DIVINED Agent[05] WEREWOLF']],
      ['I checked Midori last night — HUMAN.', ['DIVINED Agent[03] HUMAN']],
      ['I divined Midori last night: human.', ['DIVINED Agent[03] HUMAN']],
      ['Midori — HUMAN.', []],
    ],
    'a seer’s own word for a divination': [
      [
        'I am the Seer. My investigation last night identified Shizue as a Werewolf.',
        ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[04] WEREWOLF'],
      ],
      [
        "I'm the medium. I checked Shizue and he turned out to be human.",
        ['COMINGOUT Agent[02] MEDIUM', 'IDENTIFIED Agent[04] HUMAN'],
      ],
    ],
  },
  readEnglishAsAsuka,
);
