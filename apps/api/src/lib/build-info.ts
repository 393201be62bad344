import { version } from "../../package.json";

/**
 * Replaced by the commit's hash in a build (scripts/build.mjs: GIT_COMMIT, else `git rev-parse HEAD`); never
 * defined when the server runs from its TypeScript source.
 */
declare const IVDRIPS_BUILD_COMMIT: string | undefined;

/** Which server this is, for /metrics' ivdrips_build_info: the API package's version and the built commit. */
export const BUILD_INFO: { version: string; commit: string } = {
  version,
  commit:
    typeof IVDRIPS_BUILD_COMMIT === "string" && IVDRIPS_BUILD_COMMIT !== ""
      ? IVDRIPS_BUILD_COMMIT
      : "unknown",
};
