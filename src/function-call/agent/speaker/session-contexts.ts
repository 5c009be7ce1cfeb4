import type { Session } from '../session.ts';
import { SPEAKER_ROLE_NAMES, type SpeakerSystemContext } from './speaker-contexts.ts';

const roleNameOf = (session: Session, role: string): string =>
  (SPEAKER_ROLE_NAMES[session.language] as Readonly<Record<string, string>>)[role] ?? role;

export const systemContextOf = (session: Session, label: (playerId: number) => string): SpeakerSystemContext => ({
  self: {
    label: label(session.selfId),
    roleName: roleNameOf(session, session.role),
    isWerewolf: session.role === 'werewolf',
  },
});

/** What the player privately knows, as one line: teammates for wolves, results for the seer. */
export const knowledgeOf = (session: Session, label: (playerId: number) => string): string =>
  [...session.knownRoles]
    .filter(([id]) => id !== session.selfId)
    .map(([id, role]) => `${label(id)}: ${roleNameOf(session, role)}`)
    .join(session.language === 'en' ? '; ' : '；');
