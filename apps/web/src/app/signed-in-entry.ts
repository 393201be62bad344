import { startSignedInReads } from "./signed-in-reads";

/* The script of signed-in.html (vite.config.ts, scriptedPages): it runs just before the app's entry. */
startSignedInReads(location.pathname);
