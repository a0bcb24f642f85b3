import { afterEach } from 'vitest';

/**
 * Lets a file's tests run in another browser time zone: the function it answers sets one (Node
 * reads TZ at each date operation), and the zone the run had is put back after each test.
 */
export function browserTimeZones(): (zone: string) => void {
  const runs = process.env.TZ;
  afterEach(() => {
    if (runs === undefined) delete process.env.TZ;
    else process.env.TZ = runs;
  });
  return (zone) => {
    process.env.TZ = zone;
  };
}
