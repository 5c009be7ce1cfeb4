// A reply as the piece that says it: an answer to a question put to us, a rebuttal, thanks, a word on news
// or on being mentioned, a defence, an agreement, in words that agree with what the rest of this talk
// states (our claim, vote, rally), or none when saying it now would contradict or blur the move. Apart
// from compose-talk.ts because it decides one reply's words; which reply is owed and where it goes in the
// talk are owed-reply.ts's and talk-shapes.ts's.
import type { GameRole } from '../../../game/state.ts';
import type { ComposeInput } from './compose-input.ts';
import type { Reason } from './evidence.ts';
import type { Piece } from './phrase-book.ts';
import { asksUsForResult, type Reply } from './replies.ts';
import { namer, nightWord, roleValues, speciesWord } from './spoken-words.ts';
import type { Content } from './talk-content.ts';

/** A reply piece for `reply`, when it fits with what this talk says; undefined to leave it for later. */
export const replyPiece = (
  input: ComposeInput,
  reply: Reply,
  content: Content,
  reasons: readonly Reason[],
): { piece: Piece; replaces: boolean; reasonAbout?: string; claims?: GameRole } | undefined => {
  const { memory, voice, record } = input;
  const name = namer(voice, record.state.self);
  const day = record.state.day;
  const stated = content.vote ?? memory.intentions.get(day);
  const a = name(reply.from);
  // Coming out on the decisive day: an answer about someone else or "I agree with X" only blurs it; a
  // question about our vote is answered by the move itself, addressed to the asker.
  if (content.claim === 'WEREWOLF' || content.claim === 'POSSESSED') {
    if (reply.kind === 'agree' || (reply.kind === 'question' && reply.ask.kind === 'reason')) return undefined;
    if (
      reply.kind === 'question' &&
      (reply.ask.kind === 'vote' || reply.ask.kind === 'suspect' || reply.ask.kind === 'request-vote')
    )
      return { piece: { kind: 'reply-mention', values: { a: reply.from } }, replaces: false };
  }
  switch (reply.kind) {
    case 'question': {
      const ask = reply.ask;
      if (ask.kind === 'reason' && stated === ask.target) {
        // Asked why we suspect the agent we vote: the reason is the answer.
        return {
          piece: { kind: 'reply-reason', values: { a: reply.from, t: name(stated) } },
          replaces: false,
          reasonAbout: stated,
        };
      }
      if (ask.kind === 'reason' && ask.target !== record.state.self) {
        // Asked about a third player: the answer is about that player (a reason follows when the record has one).
        return {
          piece: { kind: 'reply-about', values: { a: reply.from, t: name(ask.target) } },
          replaces: false,
          reasonAbout: ask.target,
        };
      }
      if (ask.kind === 'vote' || ask.kind === 'suspect' || ask.kind === 'reason') {
        if (stated === undefined) {
          // No vote named yet, but the move names whom we suspect (a suspicion, a fake claim called out, a
          // call to vote): that is the answer, addressed to the asker, never the question left for a rebuttal
          // of someone else (2025 draws: "whom do you suspect?" answered with a word to another player).
          const suspects =
            content.rally !== undefined ||
            (content.estimate !== undefined && content.estimate.role !== 'VILLAGER' && content.claim === undefined);
          if (ask.kind === 'reason' || !suspects) return undefined;
          return { piece: { kind: 'reply-mention', values: { a: reply.from } }, replaces: false };
        }
        return {
          piece: {
            kind: ask.kind === 'vote' ? 'reply-vote' : 'reply-suspect',
            values: { a: reply.from, t: name(stated) },
          },
          // A reason follows the vote we name in answer. "Whom do you suspect" is answered with the
          // suspicion and the vote still said after it (the suspicion alone states no vote).
          reasonAbout: stated,
          replaces: content.vote !== undefined && ask.kind === 'vote',
        };
      }
      if (ask.kind === 'request-vote') {
        if (stated === undefined) return undefined;
        return {
          piece: {
            kind: stated === ask.target ? 'reply-request-yes' : 'reply-request-no',
            values: { a: reply.from, t: name(stated) },
          },
          replaces: content.vote !== undefined,
        };
      }
      if (ask.kind === 'guard') {
        // Only the real bodyguard out as such answers, with the last guard it really sent (hidden, the
        // answer would be a claim; a fake bodyguard has no guard to tell).
        if (record.state.role !== 'BODYGUARD' || (content.claim ?? memory.claimedRole) !== 'BODYGUARD')
          return undefined;
        if (content.guarded !== undefined)
          return { piece: { kind: 'reply-result-now', values: { a: reply.from } }, replaces: false };
        const night = Math.max(...[...memory.guards.keys()].filter((day) => day < record.state.day));
        const guarded = memory.guards.get(night);
        if (guarded === undefined) return undefined;
        return {
          piece: { kind: 'reply-guarded', values: { a: reply.from, t: name(guarded), n: nightWord(voice, night) } },
          replaces: false,
        };
      }
      if (ask.kind === 'divined-why') {
        // A seer claimer asked when or why it divined: the night, the result, and (when true of the record)
        // that nobody had a result on that player yet.
        if ((content.claim ?? memory.claimedRole) !== 'SEER') return undefined;
        const result =
          (ask.target === undefined ? undefined : memory.published.find((entry) => entry.target === ask.target)) ??
          memory.published.at(-1);
        if (result === undefined) return undefined;
        // A true result carries its night; one we published (invented, or said under our name) was last
        // night's as of the day it was published.
        const night =
          record.state.divineResults.find((entry) => entry.target === result.target)?.day ??
          Math.max(0, result.day - 1);
        const firstLook = !record.beliefs.reports.some(
          (report) =>
            report.target === result.target &&
            report.reporter !== record.state.self &&
            report.kind === 'divination' &&
            report.day <= night,
        );
        const values = {
          a: reply.from,
          t: name(result.target),
          n: nightWord(voice, night),
          s: speciesWord(voice, result.species === 'WEREWOLF'),
        };
        return { piece: { kind: firstLook ? 'reply-divined-why' : 'reply-divined-night', values }, replaces: false };
      }
      if (ask.kind === 'role') {
        const role = content.claim ?? memory.claimedRole;
        if (role !== undefined) {
          return {
            piece: { kind: 'reply-role', values: { a: reply.from, ...roleValues(voice, role) } },
            // Said with the claim this talk makes: the answer is the claim (never "I am the seer. I come out as seer.").
            replaces: content.claim !== undefined,
          };
        }
        // A villager has nothing to hide: it says so (the claim the talk plan makes for a read question).
        if (record.state.role === 'VILLAGER') {
          return {
            piece: { kind: 'reply-role', values: { a: reply.from, ...roleValues(voice, 'VILLAGER') } },
            replaces: false,
            claims: 'VILLAGER',
          };
        }
        // A hidden werewolf or possessed that keeps its role to itself reads as one with something to hide
        // (judges took "my role stays hidden" for a tell); a villager claim would close the seer
        // counter-claim it may need later (talk-plan.ts). It says what keeps every later claim open: it is
        // no werewolf (the possessed's truth, and what every werewolf says).
        const side = record.state.role === 'WEREWOLF' || record.state.role === 'POSSESSED';
        if (side) return { piece: { kind: 'reply-not-werewolf', values: { a: reply.from } }, replaces: false };
        return { piece: { kind: 'reply-no-role', values: { a: reply.from } }, replaces: false };
      }
      // Out as a werewolf or the possessed, our results were lies: none is restated; the answer is who
      // we are and that the results were made up (said with the claim when this talk makes it).
      const out = content.claim ?? memory.claimedRole;
      if (out === 'WEREWOLF' || out === 'POSSESSED') {
        return {
          piece: { kind: 'reply-result-out', values: { a: reply.from, ...roleValues(voice, out) } },
          replaces: content.claim !== undefined,
          claims: out,
        };
      }
      // Asked for a result this talk publishes: the answer opens it, addressed to the asker.
      if (content.results.length > 0)
        return { piece: { kind: 'reply-result-now', values: { a: reply.from } }, replaces: false };
      const last = memory.published.at(-1);
      if (last === undefined) {
        // Asked by name for a result with none to give: a villager or a hidden bodyguard says it is not the
        // seer (true, and it keeps a bodyguard's role), rather than leaving the asker unanswered. The
        // werewolf side keeps its options (a fake result may come later); a question to everybody asks
        // only those with results.
        const role = record.state.role;
        const hidden = (content.claim ?? memory.claimedRole) === undefined;
        if (reply.toTable === true || !hidden || (role !== 'VILLAGER' && role !== 'BODYGUARD')) return undefined;
        // Only a question that surely asks us for our result (the reader's reading of it may be wrong).
        const [, day, idx] = reply.topic.split(':');
        const asking = record.state.talks.find((talk) => talk.day === Number(day) && talk.idx === Number(idx));
        if (asking === undefined || !asksUsForResult(asking.text, record.state.self, record.state.agents))
          return undefined;
        return { piece: { kind: 'reply-no-result', values: { a: reply.from } }, replaces: false };
      }
      const species = speciesWord(voice, last.species === 'WEREWOLF');
      // A medium's result said as the medium's, never in words a reader takes for a divination.
      const medium = (memory.claimedRole ?? record.state.role) === 'MEDIUM';
      return {
        piece: {
          kind: medium ? 'reply-result-medium' : 'reply-result',
          values: { a: reply.from, t: name(last.target), s: species },
        },
        replaces: false,
      };
    }
    case 'rebut': {
      // Once out as a werewolf or the possessed, "I am not a werewolf" would contradict us.
      const claimed = content.claim ?? memory.claimedRole;
      if (claimed === 'WEREWOLF' || claimed === 'POSSESSED') return undefined;
      // `at`: the accuser as addressed (`@Name`, no honorific), for the short form that opens with the address.
      return { piece: { kind: 'rebut', values: { a, at: reply.from } }, replaces: false };
    }
    case 'mentioned':
      // Our view, to whoever addressed us, beside a move that states it.
      if (content.vote === undefined && content.rally === undefined && content.estimate === undefined) return undefined;
      return { piece: { kind: 'reply-mention', values: { a: reply.from } }, replaces: false };
    case 'thanks': {
      // Out as a werewolf or the possessed, "they rightly call me human" would contradict us.
      const claimed = content.claim ?? memory.claimedRole;
      if (claimed === 'WEREWOLF' || claimed === 'POSSESSED') return undefined;
      // No thanks to the one this talk suspects or votes.
      if (reply.from === (content.vote ?? content.rally ?? content.estimate?.target) || reply.from === stated) {
        return undefined;
      }
      return { piece: { kind: 'thanks', values: { a } }, replaces: false };
    }
    case 'news': {
      // Taken in before a move on someone else; a move on its target or reporter says it with the reason,
      // and a reason naming its target or reporter says it again.
      const on = content.vote ?? content.rally ?? content.estimate?.target ?? stated;
      if (
        reasons.some((reason) => Object.values(reason).some((value) => value === reply.target || value === reply.from))
      )
        return undefined;
      if (content.results.length > 0 || content.claim !== undefined || content.agreeWith !== undefined)
        return undefined;
      if (on === undefined || on === reply.target || on === reply.from) return undefined;
      return {
        piece: {
          kind: reply.medium ? 'news-medium' : 'news-divined',
          values: { a, t: name(reply.target), s: speciesWord(voice, reply.werewolf) },
        },
        replaces: false,
      };
    }
    case 'defend': {
      // Out as a werewolf or the possessed our results were lies; and never beside a move against that player.
      const claimed = content.claim ?? memory.claimedRole;
      if (claimed === 'WEREWOLF' || claimed === 'POSSESSED') return undefined;
      if (reply.target === (content.vote ?? content.rally ?? content.estimate?.target) || reply.target === stated)
        return undefined;
      return { piece: { kind: 'defend-white', values: { a, t: name(reply.target) } }, replaces: false };
    }
    case 'agree':
      // Only beside the vote or rally it agrees with, so the line says on what.
      return stated === reply.on && (content.vote !== undefined || content.rally !== undefined)
        ? { piece: { kind: 'agree-reply', values: { a } }, replaces: false }
        : undefined;
  }
};
