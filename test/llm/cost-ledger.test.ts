import { describe, expect, it } from 'vitest';
import { costOf, createCostLedger, priceOf } from '../../src/llm/cost-ledger.ts';

const usage = (promptTokens: number, completionTokens: number, cachedTokens = 0) => ({
  promptTokens,
  completionTokens,
  cachedTokens,
});

describe('cost ledger', () => {
  const pricing = {
    'gpt-4o-mini': { input: 0.15, output: 0.6, cachedInput: 0.075 },
    'gpt-4o': { input: 2.5, output: 10 },
  };

  it('prices a dated snapshot by its longest priced prefix, cached prompt tokens at the cached price', () => {
    expect(priceOf(pricing, 'gpt-4o-mini-2024-07-18')).toBe(pricing['gpt-4o-mini']);
    expect(priceOf(pricing, 'gpt-4o-2024-08-06')).toBe(pricing['gpt-4o']);
    expect(priceOf(pricing, 'qwen2.5:7b')).toBeUndefined();
    expect(costOf(pricing, 'gpt-4o-mini', usage(1_000_000, 1_000_000, 400_000))).toBeCloseTo(
      0.6 * 0.15 + 0.4 * 0.075 + 0.6,
    );
  });

  it('sums per agent, per game and per process; forgetting a game keeps the process totals', () => {
    const ledger = createCostLedger({ pricing });
    ledger.record({ gameId: 'g1', agent: 'A', model: 'gpt-4o-mini', usage: usage(1000, 100, 200) });
    ledger.record({ gameId: 'g1', agent: 'B', model: 'local', usage: usage(500, 50) });
    ledger.record({ gameId: 'g2', agent: 'A', model: 'gpt-4o', usage: usage(10, 1) });
    ledger.record({ agent: 'A', model: 'gpt-4o', usage: usage(1, 1) });
    expect(ledger.game('g1')).toMatchObject({
      calls: 2,
      promptTokens: 1500,
      cachedTokens: 200,
      completionTokens: 150,
      totalTokens: 1650,
      unpricedCalls: 1,
    });
    expect(ledger.agent('g1', 'B').totalTokens).toBe(550);
    expect(ledger.agentsOf('g1')).toEqual(['A', 'B']);
    expect(ledger.process()).toMatchObject({ calls: 4, totalTokens: 1650 + 11 + 2 });
    ledger.forget('g1');
    expect(ledger.game('g1').calls).toBe(0);
    expect(ledger.process().calls).toBe(4);
  });

  it('reports the cap a game reached, tokens or cost', () => {
    const ledger = createCostLedger({
      pricing: { ...pricing, big: { input: 100, output: 100 } },
      caps: { maxTokensPerGame: 1000, maxCostPerGame: 0.01 },
    });
    ledger.record({ gameId: 'g', agent: 'A', model: 'gpt-4o-mini', usage: usage(900, 99) });
    expect(ledger.capReached('g')).toBeUndefined();
    ledger.record({ gameId: 'g', agent: 'A', model: 'gpt-4o-mini', usage: usage(1, 0) });
    expect(ledger.capReached('g')).toEqual({ cap: 'tokens', limit: 1000, spent: 1000 });
    ledger.record({ gameId: 'h', agent: 'A', model: 'big', usage: usage(50, 50) });
    expect(ledger.capReached('h')).toMatchObject({ cap: 'cost', limit: 0.01 });
    expect(ledger.capReached('unknown')).toBeUndefined();
  });
});
