/** The class names given, in order, leaving out those that are not set (a condition that was false). */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
