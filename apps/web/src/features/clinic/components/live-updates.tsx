import type { BookingEvent } from "@ivdrips/contract/clinic-calendar";
import { BellRing, Radio } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { cn } from "../../../lib/stand-ins/cn";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { useClinicLiveEvents } from "../hooks/use-clinic-live-events";
import {
  chime,
  notificationState,
  notifyIfHidden,
  readSoundPreference,
  writeSoundPreference,
  type NotificationState,
} from "../lib/live-alerts";

/**
 * The portal's live updates: the connection's state, the latest event announced (politely, to screen readers
 * too), an optional chime (off by default, remembered) and optional browser notifications while hidden.
 */
export function LiveUpdates({ clinicId }: { clinicId: string }) {
  const t = useT().live.clinic;
  const soundId = useId();
  const [sound, setSound] = useState(readSoundPreference);
  const [permission, setPermission] = useState<NotificationState>(notificationState);
  const [announcement, setAnnouncement] = useState("");

  const connection = useClinicLiveEvents(clinicId, (event: BookingEvent) => {
    const text = say(`live.clinic.events.${event.type}`, { reference: event.reference });
    setAnnouncement(text);
    if (sound) chime();
    notifyIfHidden(t.notificationTitle, text, `booking-event-${event.id}`);
  });

  return (
    <section
      aria-label={t.title}
      className="border-border mb-6 flex flex-wrap items-center gap-x-5 gap-y-3 rounded-lg border px-4 py-3 text-sm"
    >
      <span className="flex items-center gap-2 font-medium">
        <Radio
          aria-hidden="true"
          className={cn("size-4", connection === "open" ? "text-primary" : "text-muted-foreground")}
        />
        {t.title}
      </span>
      {/* The three states' texts share one cell, the others kept invisible: the cell is as large as the longest,
          so the controls beside it and the page under it never move when the connection changes (CLS 0). */}
      <span className="text-muted-foreground grid">
        {(["open", "connecting", "reconnecting"] as const).map((state) => (
          <span
            key={state}
            className={cn("[grid-area:1/1]", state !== connection && "invisible")}
            aria-hidden={state !== connection || undefined}
          >
            {state === "open" ? t.connected : state === "connecting" ? t.connecting : t.reconnecting}
          </span>
        ))}
      </span>
      <span className="flex items-center gap-2">
        <Switch
          id={soundId}
          checked={sound}
          onChange={(change) => {
            setSound(change.target.checked);
            writeSoundPreference(change.target.checked);
            if (change.target.checked) chime();
          }}
        />
        <label htmlFor={soundId}>{t.sound}</label>
      </span>
      {permission === "default" && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void Notification.requestPermission().then(setPermission);
          }}
        >
          <BellRing aria-hidden="true" />
          {t.enableNotifications}
        </Button>
      )}
      {permission === "granted" && <span className="text-muted-foreground">{t.notificationsOn}</span>}
      {permission === "denied" && <span className="text-muted-foreground">{t.notificationsBlocked}</span>}
      <p role="status" aria-live="polite" className="w-full font-medium">
        {announcement}
      </p>
    </section>
  );
}
