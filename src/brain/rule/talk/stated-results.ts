import { type Beliefs, withoutEchoes } from '../../beliefs/index.ts';

/**
 * The beliefs our talk states facts from: without the results a speaker only repeated from another
 * reporter when it had claimed no role ("Hana says Kana's result clears Haru" reads as Hana's own
 * divination). Such a repeat is no result of the speaker's: said back as one ("Hana calls me human",
 * "Hana found Haru human") it is a seer claim nobody made, the fact judges blamed most. The play
 * decisions keep every reading; only what we say is held to the sure ones. The same beliefs when
 * nothing was a repeat.
 */
export const statedBeliefs = (beliefs: Beliefs): Beliefs => {
  const reports = withoutEchoes(beliefs.claims, beliefs.reports);
  return reports === beliefs.reports ? beliefs : { ...beliefs, reports };
};
