import { startAfterPaint } from "./start-after-paint";

/* The script of start.html (vite.config.ts, scriptedPages). */
startAfterPaint((entry) => import(entry));
