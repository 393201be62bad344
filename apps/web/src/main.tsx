import "./lib/zod-jitless";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "./lib/router";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadPage } from "./app/router";
import { signInFirstAtStart } from "./app/sign-in-first";
import { preloadInviteGate } from "./features/invite-gate/components/invite-gate";
import { dropHandedOver } from "./lib/handed-over";
import { hasInviteFlag } from "./lib/invite-flag";
import { initLanguage } from "./lib/i18n/language-store";
import { seedPageData } from "./lib/page-data";
import { preloadPublicConfig } from "./lib/public-config";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const mount = root;
// A visitor who is not signed in, at a page only a signed-in customer sees, starts at home with the sign-in
// dialog open, before anything renders: no empty frame of the page asked for paints first (issue 25).
const authDialog = signInFirstAtStart();
// The starting language's texts first (chosen here before, or the browser's own), so the page never flashes
// English before switching; and for a browser that has not passed the invite gate, the gate's dialog, so the
// page never shows without it; and the page at this address, so it renders at once rather than after a
// loading fallback.
// And, past the gate, on a page the server did not prerender, the site's configuration, so what it adds is in
// the first paint rather than pushing the page about when it arrives.
// The first render is a transition so React renders it in slices that leave the main thread free between
// them, rather than in one long task a slow phone cannot answer a tap during.
const client = seedPageData(createQueryClient());
const gate = preloadInviteGate();
const config = hasInviteFlag() ? preloadPublicConfig(client) : null;
void Promise.all([initLanguage(), gate, preloadPage(location.pathname), config]).then(() => {
  // The page's code has run and asked for what it needs: a read signed-in.html made that nobody took ends.
  dropHandedOver();
  const app = createRoot(mount);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders client={client} authDialog={authDialog}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
});
