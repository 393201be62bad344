import { useEffect, useState } from "react";
import { loader } from "../../lib/load-on-intent";
import { useToast } from "./use-toast";

// Radix Toast loads with the first toast; `toast()` itself is a small store and works before that.
const loadToaster = loader(() => import("./toaster"));

/** The app's one Toaster, mounted once there is something to show (and kept, for the exit animations). */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [toaster, setToaster] = useState(loadToaster.current);
  const needed = toasts.length > 0;
  useEffect(() => {
    if (!needed || toaster) return;
    loadToaster().then(
      (module) => setToaster(() => module),
      () => undefined,
    );
  }, [needed, toaster]);
  return toaster ? <toaster.Toaster /> : null;
}
