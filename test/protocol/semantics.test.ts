import { describe, expect, it } from 'vitest';
import { expandAny, parse, print, resolveSubjects, type Sentence } from '../../src/protocol/index.ts';

const parsed = (text: string): Sentence => {
  const result = parse(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.code}`);
  return result.value;
};

describe('resolveSubjects', () => {
  it('gives the speaker to an omitted top-level subject and lets the clauses inherit it', () => {
    const sentence = resolveSubjects(parsed('BECAUSE (COMINGOUT Agent[01] SEER) (VOTE Agent[02])'), 1);
    expect(sentence).toEqual({
      subject: 1,
      type: 'BECAUSE',
      clauses: [
        { subject: 1, type: 'COMINGOUT', target: 1, role: 'SEER' },
        { subject: 1, type: 'VOTE', target: 2 },
      ],
    });
    expect(print(sentence)).toBe('Agent[01] BECAUSE (COMINGOUT Agent[01] SEER) (VOTE Agent[02])');
  });

  it('inside REQUEST/INQUIRE the clauses inherit the target, through any depth (spec §5 example)', () => {
    const sentence = resolveSubjects(parsed('REQUEST ANY (AND (VOTE Agent[01]) (Agent[03] VOTE Agent[02]))'), 5);
    expect(sentence).toEqual({
      subject: 5,
      type: 'REQUEST',
      target: 0,
      clause: {
        subject: 0,
        type: 'AND',
        clauses: [
          { subject: 0, type: 'VOTE', target: 1 },
          { subject: 3, type: 'VOTE', target: 2 },
        ],
      },
    });
  });

  it('keeps explicit subjects, and the clauses below them inherit from them', () => {
    const sentence = resolveSubjects(parsed('AND (Agent[04] NOT (VOTE Agent[01])) (DAY 2 (VOTED Agent[03]))'), 7);
    expect(print(sentence)).toBe('Agent[07] AND (Agent[04] NOT (VOTE Agent[01])) (DAY 2 (VOTED Agent[03]))');
    expect(sentence.type === 'AND' && sentence.clauses[0]).toEqual({
      subject: 4,
      type: 'NOT',
      clause: { subject: 4, type: 'VOTE', target: 1 },
    });
    expect(sentence.type === 'AND' && sentence.clauses[1]).toEqual({
      subject: 7,
      type: 'DAY',
      day: 2,
      clause: { subject: 7, type: 'VOTED', target: 3 },
    });
  });

  it('leaves Skip and Over alone', () => {
    expect(resolveSubjects({ type: 'OVER' }, 3)).toEqual({ type: 'OVER' });
    expect(resolveSubjects(parsed('AND (Skip) (VOTE Agent[01])'), 3)).toEqual({
      subject: 3,
      type: 'AND',
      clauses: [{ type: 'SKIP' }, { subject: 3, type: 'VOTE', target: 1 }],
    });
  });

  it('parse completes inner subjects like the reference but keeps the top one omitted', () => {
    expect(parsed('AND (VOTE Agent[01])')).toEqual({ type: 'AND', clauses: [{ type: 'VOTE', target: 1 }] });
    expect(parsed('Agent[02] AND (VOTE Agent[01])')).toEqual({
      subject: 2,
      type: 'AND',
      clauses: [{ subject: 2, type: 'VOTE', target: 1 }],
    });
  });
});

describe('expandAny (seed 000 §5.4)', () => {
  const agents = [1, 2, 3];

  it('expands a clause target ANY into an OR inside the clause', () => {
    expect(print(expandAny(parsed('Agent[02] INQUIRE Agent[01] (VOTED ANY)'), agents))).toBe(
      'Agent[02] INQUIRE Agent[01] (OR (VOTED Agent[01]) (VOTED Agent[02]) (VOTED Agent[03]))',
    );
  });

  it('expands REQUEST ANY into an OR of requests whose clauses follow each new target', () => {
    const expanded = expandAny(parsed('REQUEST ANY (DIVINED Agent[03] HUMAN)'), agents);
    expect(print(expanded)).toBe(
      'OR (REQUEST Agent[01] (DIVINED Agent[03] HUMAN)) (REQUEST Agent[02] (DIVINED Agent[03] HUMAN)) (REQUEST Agent[03] (DIVINED Agent[03] HUMAN))',
    );
    expect(expanded.type === 'OR' && expanded.clauses[1]).toEqual({
      type: 'REQUEST',
      target: 2,
      clause: { subject: 2, type: 'DIVINED', target: 3, species: 'HUMAN' },
    });
  });

  it('expands species and roles, and combines several ANY of one sentence into one OR', () => {
    expect(print(expandAny(parsed('DIVINED Agent[03] ANY'), agents))).toBe(
      'OR (DIVINED Agent[03] HUMAN) (DIVINED Agent[03] WEREWOLF)',
    );
    expect(print(expandAny(parsed('ESTIMATE ANY ANY'), [1, 2], { roles: ['SEER', 'WEREWOLF'] }))).toBe(
      'OR (ESTIMATE Agent[01] SEER) (ESTIMATE Agent[01] WEREWOLF) (ESTIMATE Agent[02] SEER) (ESTIMATE Agent[02] WEREWOLF)',
    );
    expect(print(expandAny(parsed('COMINGOUT Agent[01] ANY'), agents))).toBe(
      'OR (COMINGOUT Agent[01] VILLAGER) (COMINGOUT Agent[01] SEER) (COMINGOUT Agent[01] MEDIUM) (COMINGOUT Agent[01] BODYGUARD) (COMINGOUT Agent[01] WEREWOLF) (COMINGOUT Agent[01] POSSESSED)',
    );
  });

  it('expands a subject ANY into explicit subjects, keeping a known subject on the OR', () => {
    expect(print(expandAny(parsed('DAY 1 (ANY ATTACKED Agent[02])'), [1, 2]))).toBe(
      'DAY 1 (OR (Agent[01] ATTACKED Agent[02]) (Agent[02] ATTACKED Agent[02]))',
    );
    expect(print(expandAny(parsed('Agent[02] VOTED ANY'), [1, 3]))).toBe(
      'Agent[02] OR (VOTED Agent[01]) (VOTED Agent[03])',
    );
  });

  it('leaves sentences without ANY, and agent ANY with no candidates, unchanged', () => {
    const plain = parsed('BECAUSE (VOTED Agent[01]) (VOTE Agent[01])');
    expect(expandAny(plain, agents)).toEqual(plain);
    expect(print(expandAny(parsed('VOTE ANY'), []))).toBe('VOTE ANY');
    expect(print(expandAny(parsed('VOTE ANY'), [0, 4, 4]))).toBe('VOTE Agent[04]');
  });
});
