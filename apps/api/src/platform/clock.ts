/** The only source of "now" for services, so tests can move time. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export const isoNow = (clock: Clock): string => clock.now().toISOString();
