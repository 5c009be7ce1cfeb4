import { describe, expect, it } from 'vitest';
import type { LanguageBridge } from '../../src/brain/rule/language-bridge.ts';
import { understand } from '../../src/nl/index.ts';
import { renderForBrain } from '../../src/nl-io/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';
import { createRandom } from '../../src/random.ts';

// Checked by the compiler: the adapter fits the rule brain's bridge.
const render: LanguageBridge['render'] = renderForBrain;

describe('renderForBrain', () => {
  const roster = createRoster(['ミナト', 'サクラ', 'ダイスケ']);

  it('says the sentences with the shipped phrases so that understand reads them back', () => {
    const text = render({
      sentences: [{ type: 'VOTE', target: 3 }],
      lang: 'ja',
      roster,
      random: createRandom('brain'),
      self: 'ミナト',
    });
    expect(understand({ text, speaker: 'ミナト', roster, lang: 'ja' }).map(print)).toEqual(['VOTE Agent[03]']);
  });

  it('greets with the persona name and names the author of an agreed talk', () => {
    const greeting = render({
      sentences: [],
      lang: 'en',
      roster,
      random: createRandom('g'),
      self: 'ミナト',
      greeting: true,
    });
    expect(greeting).toContain('ミナト');
    const agree = render({
      sentences: [{ type: 'AGREE', talkType: 'TALK', talkDay: 1, talkId: 4 }],
      lang: 'en',
      roster,
      random: createRandom('a'),
      self: 'ミナト',
      authorOf: () => 'サクラ',
    });
    expect(agree).toContain('サクラ');
  });
});
