import type { Config } from "../../config";
import type { Clock } from "../../lib/clock";
import type { PhoneChannels } from "./message-dispatcher";
import {
  createMessageFileTransport,
  createTwilioTransport,
  createWhatsAppTransport,
} from "./phone-transports";

// Which channels a server has: WhatsApp and SMS with their credentials; without, files in DATA_DIR/messages
// outside production (the demo works), and no channel at all in production, where a message then falls
// back to the next channel and finally to its email (and the banner says the channel is not set up).

type PhoneSettings = Config["phoneMessages"];

export function phoneChannelsAvailable(
  settings: PhoneSettings,
  production: boolean,
): { whatsapp: boolean; sms: boolean } {
  return {
    whatsapp: settings.whatsapp !== undefined || !production,
    sms: settings.sms !== undefined || !production,
  };
}

export function createPhoneChannels(options: {
  settings: PhoneSettings;
  production: boolean;
  dataDir: string;
  clock: Clock;
  /** Longest wait on a provider: well within the outbox lease. */
  timeoutMs: number;
}): PhoneChannels {
  const { settings, production, dataDir, clock, timeoutMs } = options;
  const available = phoneChannelsAvailable(settings, production);
  const files = (channel: "whatsapp" | "sms") =>
    available[channel] ? createMessageFileTransport(channel, dataDir, clock) : undefined;
  return {
    whatsapp: settings.whatsapp ? createWhatsAppTransport(settings.whatsapp, timeoutMs) : files("whatsapp"),
    sms: settings.sms ? createTwilioTransport(settings.sms, timeoutMs) : files("sms"),
  };
}
