import { z } from 'zod';

/** Who the agent plays: the name and first person it speaks with (どの一人称で話すか). */
export const PersonaSchema = z.object({
  /** The character's name as the server knows it. */
  name: z.string().optional(),
  /** 私, 僕, 俺, わし…; `I` in English. */
  firstPerson: z.string().optional(),
});
export type Persona = z.infer<typeof PersonaSchema>;
