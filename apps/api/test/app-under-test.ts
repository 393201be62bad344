import { addDays } from "@ivdrips/contract/time-windows";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { SeedResult } from "../src/seed/seed";
import {
  createTestApp,
  loginDemoClinic,
  manualClock,
  registerCustomer,
  type ManualClock,
  type TestApp,
  type TestAppDeps,
} from "./test-app";
import type { TestDatabase } from "./test-database";

/** What registerCustomer may be told about the customer it signs up. */
type CustomerDetails = NonNullable<Parameters<typeof registerCustomer>[1]>;

export interface AppUnderTestOptions extends Partial<Omit<TestAppDeps, "database" | "clock">> {
  /** Runs the app on a manual clock that starts here (t.clock); without it the app keeps the real time. */
  now?: string | Date;
  /** Signs up a customer before the tests (t.customer): `true`, or the details to sign up with. */
  signUpCustomer?: true | CustomerDetails;
  /** Signs up a second customer (t.otherCustomer), for tests of what one customer may not see or take. */
  signUpOtherCustomer?: true;
  /** Signs the seeded demo clinic in before the tests (t.clinicToken). */
  signInDemoClinic?: true;
  /**
   * Before each test: "reset clock" puts the clock back at `now`; "sweep, reset clock" first moves it a year
   * ahead and runs `sweep`, so every earlier test's holds have run out and no test inherits open holds (a
   * customer and a network may have only a few at a time).
   */
  eachTest?: "reset clock" | "sweep, reset clock";
  /** What "sweep, reset clock" runs with the clock far ahead: by default the bookings' sweep. */
  sweep?: (app: FastifyInstance) => Promise<unknown>;
}

export interface SignedUpCustomer {
  token: string;
  id: string;
  /** The account's own address: where the customer's emails go. */
  email: string;
}

/**
 * What a test file reads of its app under test. `clock`, `customer`, `otherCustomer` and `clinicToken` exist
 * only when the options ask for them, so reading one that was not asked for does not compile.
 */
export type AppUnderTest<O extends AppUnderTestOptions> = {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly seeded: SeedResult;
} & (O extends { now: string | Date } ? { readonly clock: ManualClock } : unknown) &
  (O extends { signUpCustomer: true | CustomerDetails } ? { readonly customer: SignedUpCustomer } : unknown) &
  (O extends { signUpOtherCustomer: true } ? { readonly otherCustomer: SignedUpCustomer } : unknown) &
  (O extends { signInDemoClinic: true } ? { readonly clinicToken: string } : unknown);

async function signUp(app: FastifyInstance, details: CustomerDetails): Promise<SignedUpCustomer> {
  const { token, user } = await registerCustomer(app, details);
  return { token, id: user.id, email: user.email };
}

/** Past any window a test can book (the booking horizon is 90 days). */
const SWEEP_AHEAD_MS = 365 * 24 * 60 * 60_000;

/**
 * The whole app for one test file (or describe block), with its vitest hooks registered: built on a fresh
 * database before the first test (createTestApp's options passed through), closed after the last. Call it in
 * the file's body and read the fields inside tests and hooks: the hooks fill them after the body has run,
 * so a field read too early throws instead of being undefined. `clock` is there from the start. Hooks the
 * file registers after this call run after its beforeAll and before its afterAll (vitest runs after-hooks last
 * registered first), so they may use the app and what they open is closed before the app.
 */
export function appUnderTest<const O extends AppUnderTestOptions = Record<never, never>>(
  // The intersection refuses unknown options: a generic parameter alone would let a misspelt one through.
  options?: O & Record<Exclude<keyof O, keyof AppUnderTestOptions>, never>,
): AppUnderTest<O> {
  const {
    now,
    signUpCustomer,
    signUpOtherCustomer,
    signInDemoClinic,
    eachTest,
    sweep = (app: FastifyInstance) => app.bookings.sweep(),
    ...appOptions
  } = options ?? {};
  const clock = now === undefined ? undefined : manualClock(now);
  let state: "before" | "running" | "closed" = "before";
  let testApp: TestApp | undefined;
  let signedUp: SignedUpCustomer | undefined;
  let otherSignedUp: SignedUpCustomer | undefined;
  let clinicToken: string | undefined;

  /** The value of `field` while the app runs, or an error that says how it was misused. */
  function running<T>(field: string, value: T | undefined, askWith?: string): T {
    if (state === "before")
      throw new Error(
        `appUnderTest: t.${field} was read before beforeAll started the app: read it inside a test or hook`,
      );
    if (state === "closed")
      throw new Error(`appUnderTest: t.${field} was read after afterAll closed the app`);
    if (value === undefined)
      throw new Error(`appUnderTest: t.${field} was not asked for${askWith ? `: pass ${askWith}` : ""}`);
    return value;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ ...appOptions, ...(clock ? { clock } : {}) });
    state = "running";
    if (signUpCustomer) signedUp = await signUp(testApp.app, signUpCustomer === true ? {} : signUpCustomer);
    if (signUpOtherCustomer) otherSignedUp = await signUp(testApp.app, {});
    if (signInDemoClinic) clinicToken = await loginDemoClinic(testApp.app, testApp.seeded);
  });
  afterAll(async () => {
    state = "closed";
    await testApp?.close();
  });

  if (eachTest) {
    if (!clock || now === undefined)
      throw new Error(`appUnderTest: eachTest "${eachTest}" needs a clock: pass now`);
    beforeEach(async () => {
      if (eachTest === "sweep, reset clock") {
        clock.set(new Date(new Date(now).getTime() + SWEEP_AHEAD_MS));
        await sweep(running("app", testApp?.app));
      }
      clock.set(now);
    });
  }

  const unit = {
    get app() {
      return running("app", testApp?.app);
    },
    get database() {
      return running("database", testApp?.database);
    },
    get seeded() {
      return running("seeded", testApp?.seeded);
    },
    get clock(): ManualClock {
      if (!clock) throw new Error("appUnderTest: t.clock was not asked for: pass now");
      return clock;
    },
    get customer() {
      return running("customer", signedUp, "signUpCustomer: true");
    },
    get otherCustomer() {
      return running("otherCustomer", otherSignedUp, "signUpOtherCustomer: true");
    },
    get clinicToken() {
      return running("clinicToken", clinicToken, "signInDemoClinic: true");
    },
  };
  // The getters above throw for what the options left out; the type hides those fields as well.
  return unit as AppUnderTest<O>;
}

/**
 * A fresh booking day per call, from the KL date `first` on (the first call gives `first`), so tests never
 * share a window and never fill one by accident.
 */
export function freshDays(first: string): () => string {
  let next = first;
  return () => {
    const day = next;
    next = addDays(next, 1);
    return day;
  };
}

/** The `sweep` of suites about payments: the bookings' sweep (holds that lapsed), then the payments'. */
export async function sweepBookingsAndPayments(app: FastifyInstance): Promise<void> {
  await app.bookings.sweep();
  await app.payments.sweep();
}
