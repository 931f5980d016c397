import { describe, expect, it } from '@jest/globals';
import { composerKeyAction } from './composerKeys';

describe('composer keys', () => {
  it('sends on Enter', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
  });

  it('types a new line on Shift+Enter, and leaves other keys alone', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('type');
    expect(composerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('type');
  });

  it('does not send while an input method is composing', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
  });
});
