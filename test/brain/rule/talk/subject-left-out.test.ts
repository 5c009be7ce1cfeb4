import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { withSubjectLeftOut } from '../../../../src/brain/rule/talk/subject-left-out.ts';
import { voiceOf } from '../../../../src/brain/rule/talk/voice.ts';
import { countLength } from '../../../../src/game/index.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster } from '../../../../src/protocol/index.ts';
import { buildState, context } from '../../support/build-state.ts';

const JA = voiceOf({ lang: 'ja', self: 'x', seed: 'subject-left-out' });
const EN = voiceOf({ lang: 'en', self: 'x', seed: 'subject-left-out' });

const vote = (t: string, kind = 'vote') => ({ kind, values: { t } });
const reason = (t: string) => ({ kind: 'reason-unanswered', values: { t, a: 'ユミ' } });

describe('withSubjectLeftOut: a Japanese reason after the move on the same player', () => {
  it('leaves out the name the move just made the topic', () => {
    const parts = ['ミヅキに投票する。', 'ミヅキはユミに問われても誰の名前も挙げていない。'];
    expect(withSubjectLeftOut(parts, [vote('ミヅキ'), reason('ミヅキ')], JA)).toEqual([
      'ミヅキに投票する。',
      'ユミに問われても誰の名前も挙げていない。',
    ]);
  });

  it('keeps the name when the reason is about someone else, the move makes the speaker its topic, or in English', () => {
    const parts = ['ミヅキに投票する。', 'ユミはユミに問われても誰の名前も挙げていない。'];
    expect(withSubjectLeftOut(parts, [vote('ミヅキ'), reason('ユミ')], JA)).toBeUndefined();
    const topical = [`${JA.firstPerson}はミヅキに投票する。`, 'ミヅキはユミに問われても誰の名前も挙げていない。'];
    expect(withSubjectLeftOut(topical, [vote('ミヅキ'), reason('ミヅキ')], JA)).toBeUndefined();
    // A move naming two players: the reason's subject would be unclear without its name.
    const turned = ['ユミではなくミヅキに投票する。', 'ミヅキはユミに問われても誰の名前も挙げていない。'];
    expect(withSubjectLeftOut(turned, [vote('ミヅキ', 'vote-after-stance'), reason('ミヅキ')], JA)).toBeUndefined();
    const english = ['I vote for Mizuki.', 'Mizuki was asked by Yumi and named nobody.'];
    expect(withSubjectLeftOut(english, [vote('Mizuki'), reason('Mizuki')], EN)).toBeUndefined();
  });
});

describe('ja: a vote and its reason fit in 50 characters once the reason does not name the target again', () => {
  const LIMIT = { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 };
  // Day 1: Agent[02] the only seer claimer, Agent[05] wants it executed (long names, no room to spare).
  const base = buildState({
    count: 5,
    self: 'Agent[03]',
    role: 'VILLAGER',
    day: 1,
    talks: [
      ['Agent[02]', '私は占い師です。占いの結果、Agent[04]は人間でした。'],
      ['Agent[05]', 'Agent[02]の占い師COは怪しい。Agent[02]に投票する。'],
      ['Agent[01]', 'Agent[02]を信じたい。'],
    ],
  });
  const state = { ...base, settings: { ...base.settings!, talk: { ...base.settings!.talk, maxLength: LIMIT } } };
  const roster = createRoster(state.agents);

  it('votes Agent[05] with "goes after the only seer" in most voices, within the limit', async () => {
    let reasoned = 0;
    for (let seed = 0; seed < 12; seed++) {
      const { text } = await createRuleBrain({ seed: `left-out-${seed}`, lang: 'ja' }).talk(context(state));
      expect(understand({ text, speaker: state.self, roster, lang: 'ja' }), text).toContainEqual({
        type: 'VOTE',
        target: 5,
      });
      expect(countLength(text, LIMIT), text).toBeLessThanOrEqual(50);
      if (/唯一の占い師|占い師を名乗る/u.test(text)) {
        reasoned++;
        // Named once, by the vote: the reason does not open with the name again.
        expect(text.split('Agent[05]').length - 1, text).toBe(1);
      }
    }
    expect(reasoned).toBeGreaterThanOrEqual(6);
  });
});
