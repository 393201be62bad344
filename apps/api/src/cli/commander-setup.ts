import { Help, type Argument, type Command, type CommanderError, type HelpConfiguration } from "commander";
import { UsageError } from "./admin-command";

/**
 * How the admin CLI's commander commands list themselves and report mistakes: commander finds what is
 * wrong, and this turns it into the CLI's own one-line messages, which name the command concerned.
 */

/** "invite create": the words that name a command, without the program's name. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let current = command; current.parent; current = current.parent) names.unshift(current.name());
  return names.join(" ") || command.name();
}

/** The commands under `command` that do something (not groups of commands). */
export function leavesOf(command: Command): Command[] {
  return command.commands.flatMap((sub) => (sub.commands.length > 0 ? leavesOf(sub) : [sub]));
}

function rootOf(command: Command): Command {
  let root = command;
  while (root.parent) root = root.parent;
  return root;
}

function orList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1) ?? ""}`;
}

function argumentTerm(argument: Argument): string {
  return argument.required ? `<${argument.name()}>` : `[${argument.name()}]`;
}

/** "invite create <CODE>". */
function usageOf(command: Command): string {
  return [commandPath(command), ...command.registeredArguments.map(argumentTerm)].join(" ");
}

export const flattenedHelp: HelpConfiguration = {
  // Every command in full ("invite create"), under its group's heading, so that one --help shows them all.
  visibleCommands: (command) => {
    const commands = command.commands.flatMap((sub) => (sub.commands.length > 0 ? leavesOf(sub) : [sub]));
    // The help command belongs to the program only, and is not among its `commands`.
    return command.parent ? commands : [...commands, ...helpCommandOf(command)];
  },
  subcommandTerm: (command) =>
    [
      commandPath(command),
      ...(command.options.length > 0 ? ["[options]"] : []),
      ...command.registeredArguments.map(argumentTerm),
    ].join(" "),
};

/** The program's implicit `help [command]`, as commander's own help lists it. */
function helpCommandOf(program: Command): Command[] {
  // A plain Help: the program's own would call back into flattenedHelp.
  return new Help().visibleCommands(program).filter((command) => !program.commands.includes(command));
}

/** An option commander did not expect here: unknown, a switch given a value, or another command's. */
function unknownOption(command: Command, flag: string): UsageError {
  const name = flag.split("=")[0] ?? flag;
  const owners = leavesOf(rootOf(command)).filter((leaf) => leaf.options.some((o) => o.long === name));
  const option = owners[0]?.options.find((candidate) => candidate.long === name);
  if (!option) return new UsageError(`Unknown option ${name}`);
  if (option.isBoolean() && flag.includes("="))
    return new UsageError(`${name} is a switch and takes no value`);
  if (option.isBoolean()) return new UsageError(`Only ${orList(owners.map(commandPath))} takes ${name}`);
  return new UsageError(`${commandPath(command)} does not take ${name}`);
}

function unknownSubcommand(command: Command, name: string | undefined): UsageError {
  const names = command.commands.map((sub) => sub.name());
  if (!command.parent) {
    return name === undefined
      ? new UsageError("No command given", true)
      : new UsageError(`Unknown command "${name}" (use ${orList([...names, "help"])})`);
  }
  const path = commandPath(command);
  return name === undefined
    ? new UsageError(`${path} needs a subcommand: ${orList(names)}`)
    : new UsageError(`Unknown ${path} subcommand "${name}" (use ${orList(names)})`);
}

/** The first 'quoted' part of a commander message: the flag or argument it is about. */
function quoted(message: string): string {
  return /'([^']*)'/.exec(message)?.[1] ?? message;
}

function translate(error: CommanderError, command: Command, missingArgument: string | undefined): Error {
  switch (error.code) {
    case "commander.helpDisplayed":
      return error;
    case "commander.help":
      // Not shown on request: `help NAME` named no command.
      return error.exitCode === 0 ? error : unknownSubcommand(command, command.args[1]);
    case "commander.unknownCommand":
      return unknownSubcommand(command, command.args[0]);
    case "commander.unknownOption":
      return unknownOption(command, quoted(error.message));
    case "commander.optionMissingArgument":
      return new UsageError(`${quoted(error.message).split(/[ ,]/)[0] ?? ""} needs a value`);
    case "commander.missingArgument":
      return new UsageError(missingArgument ?? `${commandPath(command)} needs <${quoted(error.message)}>`);
    case "commander.excessArguments": {
      const extra = command.args[command.registeredArguments.length] ?? "";
      return new UsageError(`Unexpected argument "${extra}" after ${usageOf(command)}`);
    }
    default:
      return new UsageError(error.message.replace(/^error: /, ""));
  }
}

/**
 * Makes commander throw instead of exiting: a UsageError for a mistake, its own CommanderError (exit code
 * 0) when help was shown. `missingArgument` is the message for a command's missing argument.
 */
export function translateErrors(command: Command, missingArgument?: string): void {
  command.exitOverride((error) => {
    throw translate(error, command, missingArgument);
  });
}

/** The program's or a group's action: it runs only when no command of it was named. */
export function reportStrayWords(command: Command): void {
  command.action(() => {
    const [first] = command.args;
    // The program takes unknown options so that an unknown command is reported first.
    if (!command.parent && first?.startsWith("-")) throw misplacedOption(command, first);
    throw unknownSubcommand(command, first);
  });
}

function misplacedOption(program: Command, flag: string): UsageError {
  const name = flag.split("=")[0] ?? flag;
  const owner = leavesOf(program).find((leaf) => leaf.options.some((option) => option.long === name));
  return owner
    ? new UsageError(`${name} comes after its command, e.g. ${commandPath(owner)} ${name}`)
    : new UsageError(`Unknown option ${name}`);
}
