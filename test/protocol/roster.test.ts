import { describe, expect, it } from 'vitest';
import { createRoster } from '../../src/protocol/index.ts';

describe('createRoster', () => {
  it('keeps the number of Agent[NN] names whatever their order', () => {
    const roster = createRoster(['Agent[03]', 'Agent[01]', 'Agent[12]']);
    expect(roster.numberOf('Agent[12]')).toBe(12);
    expect(roster.nameOf(3)).toBe('Agent[03]');
    expect(roster.format(12)).toBe('Agent[12]');
    expect(roster.numberOf('Agent[02]')).toBeUndefined();
  });

  it('numbers character names by their position, from 1', () => {
    const roster = createRoster(['ミナト', 'Minato', 'シオン']);
    expect(roster.numberOf('ミナト')).toBe(1);
    expect(roster.numberOf('シオン')).toBe(3);
    expect(roster.nameOf(2)).toBe('Minato');
    expect(roster.nameOf(4)).toBeUndefined();
    expect(roster.format(3)).toBe('Agent[03]');
    expect(roster.format(0)).toBe('ANY');
    expect(roster.names).toEqual(['ミナト', 'Minato', 'シオン']);
  });

  it('falls back to positions when Agent[NN] names are mixed, duplicated or zero', () => {
    expect(createRoster(['Agent[05]', 'ミナト']).numberOf('Agent[05]')).toBe(1);
    expect(createRoster(['Agent[02]', 'Agent[02]']).numberOf('Agent[02]')).toBe(1);
    expect(createRoster(['Agent[00]', 'Agent[01]']).numberOf('Agent[01]')).toBe(2);
  });

  it('prints three-digit indices without truncation', () => {
    expect(createRoster(['Agent[100]']).format(100)).toBe('Agent[100]');
  });
});
