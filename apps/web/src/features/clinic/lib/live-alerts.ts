/** The clinic's choice of a sound on each live event, kept in this browser (off until turned on). */
const SOUND_KEY = "clinic_live_sound";

export function readSoundPreference(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === "on";
  } catch {
    return false;
  }
}

export function writeSoundPreference(on: boolean): void {
  try {
    if (on) localStorage.setItem(SOUND_KEY, "on");
    else localStorage.removeItem(SOUND_KEY);
  } catch {
    // Storage may be unavailable (private mode): the choice lasts for this page only.
  }
}

let audio: AudioContext | undefined;

/** A short, soft two-note chime through WebAudio (no file to load); silent where audio is unavailable. */
export function chime(): void {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  const context = audio;
  void context.resume().then(() => {
    const gain = context.createGain();
    gain.connect(context.destination);
    const start = context.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      tone.type = "sine";
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + i * 0.12);
      tone.stop(start + 0.45);
    });
  });
}

export type NotificationState = NotificationPermission | "unsupported";

export function notificationState(): NotificationState {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** A browser notification, only while the page is hidden (an open page announces the event itself). */
export function notifyIfHidden(title: string, body: string, tag: string): void {
  if (notificationState() !== "granted" || document.visibilityState !== "hidden") return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some browsers allow notifications only from a service worker: the page's announcement remains.
  }
}
