/** What a key press in the composer does (spec 001 section 5: Enter sends; Shift+Enter does not). */
export function composerKeyAction(key: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): 'send' | 'type' {
  // While an input method is composing (e.g. Japanese), Enter confirms the text instead.
  if (key.key !== 'Enter' || key.shiftKey || key.isComposing) return 'type';
  return 'send';
}
