import { CommanderError, type Command } from "commander";
import { UsageError, type AdminCommand } from "./admin-command";
import { buildAdminProgram } from "./admin-program";
import { leavesOf } from "./commander-setup";

export { USAGE_HINT, UsageError, type AdminCommand } from "./admin-command";

/**
 * commander takes the word after `--name` as its value even when it is an option, so `--name --username x`
 * would name a clinic "--username". Such a value has to be written --name=VALUE, as before commander.
 */
function refuseOptionsAsValues(program: Command, argv: readonly string[]): void {
  const takesValue = new Set(
    leavesOf(program).flatMap((leaf) => leaf.options.filter((option) => option.required).map((o) => o.long)),
  );
  for (let i = 0; i < argv.length && argv[i] !== "--"; i += 1) {
    const flag = argv[i] ?? "";
    if (!takesValue.has(flag)) continue;
    const value = argv[i + 1];
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    if (value.startsWith("-") && value !== "-") {
      throw new UsageError(`${flag} needs a value (to give one starting with "-", write ${flag}=VALUE)`);
    }
    i += 1;
  }
}

/**
 * Parses and validates every argument, so that bad ones are reported before any database is opened (and an
 * embedded store's directory is never created by a typo). `now` decides which `--expires` days are past.
 * Throws a UsageError for bad arguments; help asked for in any way comes back as a "help" command.
 */
export function parseAdminArgs(argv: readonly string[], now: Date = new Date()): AdminCommand {
  let help = "";
  let parsed: AdminCommand | undefined;
  const program = buildAdminProgram(
    now,
    { writeOut: (text) => (help += text), writeErr: () => undefined },
    (command) => (parsed = command),
  );
  refuseOptionsAsValues(program, argv);
  try {
    program.parse([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return { kind: "help", text: help };
    throw error;
  }
  if (!parsed) throw new Error(`no admin command came of: ${argv.join(" ")}`);
  return parsed;
}

/** The whole help text, for when no command was given. */
export function adminUsage(): string {
  let help = "";
  const program = buildAdminProgram(
    new Date(),
    { writeOut: (text) => (help += text), writeErr: () => undefined },
    () => undefined,
  );
  program.outputHelp();
  return help;
}
