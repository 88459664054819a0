import { act, renderHook } from '@testing-library/react';
import { FIRST_MOVE_EVENTS, useFirstMove } from './useFirstMove';

describe('useFirstMove', () => {
  it('is true at once when asked to be', () => {
    const { result } = renderHook(() => useFirstMove(true));
    expect(result.current).toBe(true);
  });

  it.each(FIRST_MOVE_EVENTS)('waits for the visitor: %s anywhere on the page', (type) => {
    const { result } = renderHook(() => useFirstMove());
    expect(result.current).toBe(false);
    act(() => {
      document.body.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
    act(() => {
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
    });
    expect(result.current).toBe(true);
  });

  it('counts a field focused before it ran (typed into before hydration)', () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    try {
      const { result } = renderHook(() => useFirstMove());
      expect(result.current).toBe(true);
    } finally {
      field.remove();
    }
  });

  it('counts a pointer resting over the page before it ran', () => {
    const hovered = jest.spyOn(document, 'querySelector').mockImplementation((selector: string) => (selector === ':hover' ? document.body : null));
    try {
      const { result } = renderHook(() => useFirstMove());
      expect(result.current).toBe(true);
      expect(hovered).toHaveBeenCalledWith(':hover');
    } finally {
      hovered.mockRestore();
    }
  });

  it('stops listening once unmounted', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useFirstMove());
    unmount();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual([...FIRST_MOVE_EVENTS].sort());
    removed.mockRestore();
  });
});
