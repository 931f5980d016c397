/** node-postgres's own conversion of a parameter to the text it sends (`pg/lib/utils`, untyped upstream). */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
