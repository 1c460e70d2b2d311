// The command-line scripts' shared frame: flags parsed strictly, a usage error printed with the
// usage and exit code 2 (anything else is a bug and propagates), files read with errors that name
// the file and what it should hold.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";

/** A mistake in the command line or in the files it names: printed with the usage, exit code 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The flags of `args`, parsed strictly: an unknown flag or a positional argument is a UsageError. */
export function flags<O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** Runs a script's body; a UsageError goes to stderr with the usage and gives exit code 2. */
export function runCli(usage: string, body: () => number): number {
  try {
    return body();
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n${usage}`);
    return 2;
  }
}

/** A file's text without a byte-order mark; "cannot read the <what> <file>: …" when it cannot be read. */
export function readText(file: string, what: string): string {
  try {
    return readFileSync(path.resolve(file), "utf8").replace(/^\uFEFF/, "");
  } catch (err) {
    throw new UsageError(`cannot read the ${what} ${file}: ${(err as Error).message}`);
  }
}

/** A file's JSON; "the <what> <file> is not valid JSON: …" when it is not. */
export function readJson(file: string, what: string, text = readText(file, what)): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`the ${what} ${file} is not valid JSON: ${(err as Error).message}`);
  }
}
