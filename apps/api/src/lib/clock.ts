/** The source of "now" for every rule that depends on time; tests inject a fixed or moving one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The system clock moved by an offset that can be changed: for browser tests of visits that have ended. */
export function offsetClock(): Clock & { setOffset(ms: number): void } {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  clock.setOffset = (ms: number) => {
    offsetMs = ms;
  };
  return clock;
}
