import { useEffect, useState } from 'react';

interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  /** How long a fully typed phrase stays before it is deleted. */
  holdMs: number;
  /** How long the empty line waits before the next phrase starts. */
  gapMs: number;
}

const DEFAULT_TIMING: TypewriterTiming = { typeMs: 80, deleteMs: 40, holdMs: 1800, gapMs: 350 };

interface Cursor {
  phraseIndex: number;
  length: number;
  deleting: boolean;
}

const START: Cursor = { phraseIndex: 0, length: 0, deleting: false };

/**
 * Types each phrase letter by letter, holds it, deletes it and moves on to the next, forever.
 * When `animate` is false it returns the first phrase whole and schedules nothing.
 */
export function useTypewriter(
  phrases: readonly string[],
  animate: boolean,
  timing: TypewriterTiming = DEFAULT_TIMING,
): string {
  const [cursor, setCursor] = useState<Cursor>(START);

  useEffect(() => {
    if (!animate || phrases.length === 0) return;
    const timer = window.setTimeout(
      () => setCursor((current) => advance(current, phrases)),
      delayBefore(cursor, phrases, timing),
    );
    return () => window.clearTimeout(timer);
  }, [animate, cursor, phrases, timing]);

  if (!animate) return phrases[0] ?? '';
  return (phrases[cursor.phraseIndex] ?? '').slice(0, cursor.length);
}

function advance(cursor: Cursor, phrases: readonly string[]): Cursor {
  const phrase = phrases[cursor.phraseIndex] ?? '';
  if (!cursor.deleting) {
    return cursor.length < phrase.length
      ? { ...cursor, length: cursor.length + 1 }
      : { ...cursor, deleting: true };
  }
  if (cursor.length > 0) return { ...cursor, length: cursor.length - 1 };
  return { phraseIndex: (cursor.phraseIndex + 1) % phrases.length, length: 0, deleting: false };
}

function delayBefore(cursor: Cursor, phrases: readonly string[], timing: TypewriterTiming): number {
  const phrase = phrases[cursor.phraseIndex] ?? '';
  if (!cursor.deleting) return cursor.length < phrase.length ? timing.typeMs : timing.holdMs;
  return cursor.length > 0 ? timing.deleteMs : timing.gapMs;
}
