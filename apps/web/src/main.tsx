import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";
import { preloadInviteGate } from "./features/invite-gate/components/invite-gate";
import { initLanguage } from "./lib/i18n/language-store";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const mount = root;
// The remembered language's texts first, so the page never flashes English before switching; and for a
// browser that has not passed the invite gate, the gate's dialog, so the page never shows without it.
void Promise.all([initLanguage(), preloadInviteGate()]).then(() =>
  createRoot(mount).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
