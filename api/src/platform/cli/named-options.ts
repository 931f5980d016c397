/**
 * Reads a command's `--name value` (or `--name=value`) options, each at most once, skipping the `--`
 * npm passes on; answers the values by name, or a reason when an argument is unknown, has no value or
 * is given twice.
 */
export function readNamedOptions<Name extends string>(
  args: readonly string[],
  names: readonly Name[],
): Map<Name, string> | { problem: string } {
  const values = new Map<Name, string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') continue;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const name = match?.[1] as Name | undefined;
    if (!match || name === undefined || !names.includes(name))
      return { problem: `Unknown argument "${arg}".` };
    const inline = match[2];
    const value = inline ?? args[++index];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
      return { problem: `--${name} needs a value.` };
    }
    if (values.has(name)) return { problem: `--${name} is given twice.` };
    values.set(name, value);
  }
  return values;
}
