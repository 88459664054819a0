import { act, render } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { createLoadingBarController, estimatedProgress, loadingBarDefaults, type LoadingBarState } from './createLoadingBarController';
import { LoadingBar } from './LoadingBar';

function fakeClock() {
  let time = 0;
  const timers: Array<{ at: number; callback: () => void; id: number }> = [];
  let nextId = 1;
  return {
    now: () => time,
    setTimeout: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: time + ms, callback, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        time = next.at;
        next.callback();
      }
      time = end;
    },
  };
}

function setup() {
  const clock = fakeClock();
  const states: LoadingBarState[] = [];
  const controller = createLoadingBarController({
    onChange: (state) => states.push(state),
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    requestFrame: (callback) => clock.setTimeout(callback, 16),
    cancelFrame: clock.clearTimeout,
  });
  return { clock, controller, states };
}

it('uses the constants of SPEC.md section 9', () => {
  expect(loadingBarDefaults).toMatchObject({ throttle: 200, duration: 2000, height: 3 });
});

it('estimates progress that slows down and never reaches 100', () => {
  expect(estimatedProgress(0, 2000)).toBe(0);
  expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.48, 1);
  expect(estimatedProgress(60_000, 2000)).toBeLessThan(100);
  expect(estimatedProgress(1000, 2000)).toBeGreaterThan(estimatedProgress(500, 2000));
});

it('shows nothing for loads shorter than the throttle', () => {
  const { clock, controller } = setup();
  controller.start();
  clock.advance(199);
  controller.finish();
  clock.advance(1000);
  expect(controller.getState().visible).toBe(false);
});

it('appears after 200 ms, climbs, rises to 100 at the end and then hides', () => {
  const { clock, controller } = setup();
  controller.start();
  clock.advance(199);
  expect(controller.getState().visible).toBe(false);
  clock.advance(1);
  expect(controller.getState().visible).toBe(true);
  clock.advance(2000);
  const midway = controller.getState().progress;
  expect(midway).toBeGreaterThan(60);
  expect(midway).toBeLessThan(100);
  controller.finish();
  expect(controller.getState()).toEqual({ visible: true, progress: 100, error: false });
  clock.advance(500);
  expect(controller.getState().visible).toBe(false);
});

it('fills in the error colour on failure, even before the throttle', () => {
  const { controller } = setup();
  controller.start();
  controller.finish({ error: true });
  expect(controller.getState()).toEqual({ visible: true, progress: 100, error: true });
});

it('renders a 3 px decorative bar that reflects the state', async () => {
  jest.useFakeTimers();
  try {
    const { container, rerender } = render(<LoadingBar loading={false} />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(Object.values(bar.style).map((name) => bar.style.getPropertyValue(name as string))).toContain('3px');
    expect(bar).toHaveAttribute('data-state', 'idle');
    rerender(<LoadingBar loading />);
    act(() => {
      jest.advanceTimersByTime(250);
    });
    expect(bar).toHaveAttribute('data-state', 'loading');
    rerender(<LoadingBar loading={false} error />);
    expect(bar).toHaveAttribute('data-state', 'error');
    expect(bar).toHaveAttribute('data-progress', '100');
  } finally {
    jest.useRealTimers();
  }
  await expectValidHtml(document.body);
});
