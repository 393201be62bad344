import { createInterface } from "node:readline";
import { UsageError } from "./admin-command";

/** Reads a line from a terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    // readline echoes through _writeToOutput; show the question only.
    const line = terminal as unknown as { _writeToOutput(text: string): void };
    const write = line._writeToOutput.bind(terminal);
    line._writeToOutput = (text) => {
      if (text.includes(question)) write(question);
    };
    terminal.question(question, (answer) => {
      terminal.close();
      process.stderr.write("\n");
      resolve(answer);
    });
    terminal.on("SIGINT", () => {
      terminal.close();
      reject(new UsageError("cancelled"));
    });
  });
}

/** The first line of standard input, for scripts: `echo "$PASSWORD" | npm run admin -- staff create ...`. */
async function firstLineOfInput(command: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new UsageError(`${command} needs --password, or the password on standard input`);
}

/**
 * A new password, asked twice on a terminal or read from the first line of piped input. `command` ("clinic
 * create") names what needs it when neither gives one.
 */
export async function readNewPassword(command: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfInput(command);
  const password = await askHidden("Password: ");
  const repeated = await askHidden("Repeat the password: ");
  if (password !== repeated) throw new UsageError("the two passwords differ");
  return password;
}
