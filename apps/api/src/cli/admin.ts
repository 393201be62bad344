import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { AppError } from "../lib/app-error";
import { loadEnvFile } from "../lib/env-file";
import { adminUsage, parseAdminArgs, USAGE_HINT, UsageError, type AdminCommand } from "./admin-args";
import { newPassword } from "./admin-values";
import { readNewPassword } from "./read-password";

/** The command with its password, asked for (or read from piped input) when --password was not given. */
async function withPassword(command: AdminCommand): Promise<AdminCommand> {
  switch (command.kind) {
    case "clinic-create":
    case "clinic-password":
    case "staff-create":
      if (command.password !== undefined) return command;
      // "clinic create": the words that name the command in the message when no password comes.
      return { ...command, password: newPassword(await readNewPassword(command.kind.replace("-", " "))) };
    default:
      return command;
  }
}

/**
 * `npm run admin -- <command>`: invite codes, clinics and seeding, on the server's database; the WhatsApp
 * templates, from the code.
 * Exit codes: 0 done, 1 failed (conflict, not found, store in use, bad configuration), 2 bad arguments.
 */
async function main(argv: readonly string[]): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(argv);
    // Asked for only once every argument is known to be good, and before any database is opened.
    command = await withPassword(command);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}`);
    console.error(error.showUsage ? `\n${adminUsage().trimEnd()}` : USAGE_HINT);
    return 2;
  }
  if (command.kind === "help") {
    process.stdout.write(command.text);
    return 0;
  }

  if (command.kind === "backup-create" || command.kind === "backup-restore") return backup(command);
  if (command.kind === "whatsapp-templates") {
    // Made from the code alone: neither the configuration nor a database is read.
    const { whatsappTemplateRequests } = await import("./whatsapp-templates");
    console.log(JSON.stringify(whatsappTemplateRequests(command.language), null, 2));
    return 0;
  }

  let database: DatabaseHandle | undefined;
  try {
    // Loaded only now, so that help and argument errors answer without loading the database drivers.
    const [{ openDatabase }, { runAdminCommand }] = await Promise.all([
      import("../db/client"),
      import("./admin-commands"),
    ]);
    loadEnvFile();
    const config = loadConfig();
    database = await openDatabase(config);
    // A fresh DATA_DIR (or database) works before the server has ever run.
    await database.migrate();
    const lines = await runAdminCommand(command, { db: database.db, isProduction: config.isProduction });
    console.log(lines.join("\n"));
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof AppError && error.code === "VALIDATION_ERROR") {
      console.error(`Error: ${error.message}`);
      console.error(USAGE_HINT);
      return 2;
    }
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

/** Backups work on the store's files or through PostgreSQL's own tools, not through the API's connection. */
async function backup(
  command: Extract<AdminCommand, { kind: "backup-create" | "backup-restore" }>,
): Promise<number> {
  try {
    const { BackupError, createBackup, defaultBackupFile, restoreBackup } = await import("./backup");
    try {
      const config = loadConfig();
      // As the tables' owner when there is one: a restore creates the tables, and the owner reads every one.
      const store = {
        databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl,
        dataDir: config.dataDir,
      };
      // A file named on the command line is where the operator's shell is, as DATA_DIR is.
      const baseDir = process.env.INIT_CWD ?? process.cwd();
      const lines =
        command.kind === "backup-create"
          ? await createBackup(
              store,
              command.file === undefined
                ? defaultBackupFile(store, new Date(), baseDir)
                : path.resolve(baseDir, command.file),
            )
          : await restoreBackup(store, path.resolve(baseDir, command.file));
      console.log(lines.join("\n"));
      return 0;
    } catch (error) {
      if (
        error instanceof BackupError ||
        error instanceof ConfigError ||
        error instanceof DataDirLockedError
      ) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // Let stdout drain and the event loop end on its own rather than cutting output short.
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error("Error:", error);
    process.exitCode = 1;
  },
);
