/** The source of "now" for every rule that depends on time; tests inject a fixed or moving one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
