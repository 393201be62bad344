import { startFakePhoneProviders } from "../apps/api/test/fake-phone-providers";

// The browser tests' WhatsApp Cloud API and Twilio: the API tests' fake, as a process of its own beside the
// server (playwright.config.ts starts both). Its port is E2E_PHONE_PORT.

const port = Number(process.env.E2E_PHONE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("E2E_PHONE_PORT must be a port");
const fake = await startFakePhoneProviders(port);
console.log(`fake WhatsApp and Twilio on ${fake.whatsappBase} and ${fake.twilioBase}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
