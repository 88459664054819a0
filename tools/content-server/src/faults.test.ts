import { FaultController } from './faults';

const outcomes = (controller: FaultController, keys: string[]) => keys.map((key) => `${key}:${controller.decide(key)?.status ?? 200}`);

describe('FaultController', () => {
  it('gives each request key the same faults whatever order the requests arrive in', () => {
    const options = { errorRate: 0.5, statuses: [429, 500, 503], seed: 7 };
    const keys = Array.from({ length: 20 }, (_, index) => `/v2/cdn/stories/item-${index}`);
    const inOrder = new FaultController(options);
    const reversed = new FaultController(options);
    const forward = outcomes(inOrder, [...keys, ...keys]);
    const backward = outcomes(reversed, [...keys].reverse().concat([...keys].reverse()));
    expect([...backward].sort()).toEqual([...forward].sort());
    expect(forward.filter((outcome) => !outcome.endsWith(':200')).length).toBeGreaterThan(5);
  });

  it('starts the draws over when the settings change, and another seed gives other faults', () => {
    const keys = Array.from({ length: 20 }, (_, index) => `/k/${index}`);
    const controller = new FaultController({ errorRate: 0.5, seed: 1 });
    const first = outcomes(controller, keys);
    controller.set({ errorRate: 0.5, seed: 1 });
    expect(outcomes(controller, keys)).toEqual(first);
    controller.set({ errorRate: 0.5, seed: 2 });
    expect(outcomes(controller, keys)).not.toEqual(first);
  });
});
