/** Text made literal inside a regular expression (names may contain `.` or `[`). */
export const escapePattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
