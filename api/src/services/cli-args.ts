// Command-line options of the api's commands (src/db/cli.ts, src/services/storage/cli.ts).

/** The value of `--name VALUE` or `--name=VALUE` in `args`; undefined when the option is absent. */
export function argValue(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const arg = args[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
}
