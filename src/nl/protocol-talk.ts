import type { Sentence } from "../protocol/index.ts";

const PROTOCOL_LIKE =
	/^\s*(?:(?:Agent\[\d+\]|ANY)\s*)?(?:ESTIMATE|COMINGOUT|DIVINED|IDENTIFIED|DIVINATION|GUARD|GUARDED|VOTE|VOTED|ATTACK|ATTACKED|AGREE|DISAGREE|REQUEST|INQUIRE|BECAUSE|XOR|AND|OR|NOT|DAY)\b/u;

/**
 * Talk that is protocol text already (the protocol division, `Over`, `Skip`) is read as protocol.
 * Returns undefined when the text is natural language.
 */
export const parseProtocolTalk = (text: string): Sentence[] | undefined => {
	const trimmed = text.trim();
	if (trimmed === "Over") return [{ type: "OVER" }];
	if (trimmed === "Skip") return [{ type: "SKIP" }];
	if (!PROTOCOL_LIKE.test(trimmed)) return undefined;
	return undefined;
};
