import { describe, expect, it } from 'vitest';
import { parse, print } from '../../src/protocol/index.ts';
import { readReference, readUtterances } from './corpus.ts';
import { toReferenceTree } from './reference-tree.ts';

const utterances = readUtterances();
const reference = readReference();

type Disagreement = { readonly input: string; readonly what: string };

/** Compares one utterance with the Java reference: verdict, normal form, and the completed tree. */
const disagreementsOf = (): Disagreement[] => {
  const found: Disagreement[] = [];
  for (const entry of reference) {
    const parsed = parse(entry.input);
    if (parsed.ok !== entry.validate) {
      found.push({ input: entry.input, what: `verdict ${parsed.ok} (reference ${entry.validate})` });
      continue;
    }
    if (!parsed.ok) continue;
    const text = print(parsed.value);
    if (text !== entry.parse.text) found.push({ input: entry.input, what: `normal form ${text}` });
    else if (JSON.stringify(toReferenceTree(parsed.value)) !== JSON.stringify(entry.parse)) {
      found.push({ input: entry.input, what: `tree ${JSON.stringify(toReferenceTree(parsed.value))}` });
    }
  }
  return found;
};

describe('real-utterance corpus against the Java reference', () => {
  it('holds the same 3,163 utterances in the text file and the golden file', () => {
    expect(utterances).toHaveLength(3163);
    expect(reference.map((entry) => entry.input)).toEqual(utterances);
  });

  it('agrees 100% on acceptance, normal form and completed tree', () => {
    const disagreements = disagreementsOf();
    const agreement = ((reference.length - disagreements.length) / reference.length) * 100;
    console.info(`protocol corpus: ${agreement.toFixed(2)}% agreement over ${reference.length} utterances`);
    expect(disagreements.slice(0, 10)).toEqual([]);
  });

  it('accepts 2,859 and rejects the 304 legacy utterances, all 304 readable in lenient mode', () => {
    const rejected = utterances.filter((input) => !parse(input).ok);
    expect(utterances.length - rejected.length).toBe(2859);
    expect(rejected.filter((input) => !parse(input, { lenient: true }).ok)).toEqual([]);
  });

  it('prints a normal form that is a fixed point of parse then print', () => {
    for (const input of utterances) {
      const parsed = parse(input);
      if (!parsed.ok) continue;
      const once = print(parsed.value);
      const again = parse(once);
      expect(again.ok && print(again.value)).toBe(once);
    }
  });
});
