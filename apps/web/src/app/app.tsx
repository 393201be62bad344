import { useEffect, useState } from "react";

type ApiState = "checking" | "online" | "offline";

/** A placeholder until the web app proper lands: the brand, and whether the API answers. */
export function App() {
  const [api, setApi] = useState<ApiState>("checking");

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/health", { signal: controller.signal })
      .then((response) => setApi(response.ok ? "online" : "offline"))
      .catch(() => {
        if (!controller.signal.aborted) setApi("offline");
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="placeholder">
      <div className="placeholder__card">
        <p className="placeholder__eyebrow">Kuala Lumpur, Malaysia</p>
        <h1>IV Drips</h1>
        <p className="placeholder__lead">
          Intravenous drip therapy delivered to your home, hotel, yacht or private jet.
        </p>
        <p className="placeholder__status" data-state={api} role="status">
          {api === "checking" && "Checking the service…"}
          {api === "online" && "Service online. The booking app is on its way."}
          {api === "offline" && "The service is not reachable right now."}
        </p>
        <a className="placeholder__link" href="/api/docs">
          API documentation
        </a>
      </div>
    </main>
  );
}
