import { claimChunkReload, isChunkLoadError, isChunkLoadFailure, reloadForFailedChunk } from './reloadGuard';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('claimChunkReload', () => {
  const windowMs = 10_000;

  it('allows the first reload of a path and refuses the same path within 10 seconds', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/produkte', 1_000, windowMs)).toBe(true);
    expect(claimChunkReload(storage, '/produkte', 1_000 + 9_999, windowMs)).toBe(false);
  });

  it('allows the same path again once 10 seconds have passed', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/produkte', 1_000, windowMs);
    expect(claimChunkReload(storage, '/produkte', 11_000, windowMs)).toBe(true);
  });

  it('allows another path at once', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/produkte', 1_000, windowMs);
    expect(claimChunkReload(storage, '/kontakte', 1_500, windowMs)).toBe(true);
  });

  it('treats an unreadable record as no record', () => {
    expect(claimChunkReload(memoryStorage({ 'clavis:chunk-reload': '{oops' }), '/', 0, windowMs)).toBe(true);
  });

  it('refuses when the record cannot be written (no loop protection without it)', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(storage, '/', 0, windowMs)).toBe(false);
  });
});

describe('isChunkLoadFailure', () => {
  function errorOn(element: Element): Event {
    const event = new Event('error');
    Object.defineProperty(event, 'target', { value: element });
    return event;
  }
  function rejection(reason: unknown): Event {
    const event = new Event('unhandledrejection');
    Object.defineProperty(event, 'reason', { value: reason });
    return event;
  }

  it('recognises a failed script or stylesheet of the app bundle', () => {
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/0abc.js';
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/_next/static/chunks/0abc.css';
    expect(isChunkLoadFailure(errorOn(script))).toBe(true);
    expect(isChunkLoadFailure(errorOn(sheet))).toBe(true);
  });

  it('ignores a failed resource hint: the page still has its code, and a preload may be dropped mid-navigation', () => {
    for (const rel of ['preload', 'prefetch', 'modulepreload']) {
      const hint = document.createElement('link');
      hint.rel = rel;
      hint.href = '/_next/static/chunks/0abc.css';
      expect(isChunkLoadFailure(errorOn(hint))).toBe(false);
    }
  });

  it('ignores other failed resources and plain script errors', () => {
    const tagManager = document.createElement('script');
    tagManager.src = 'https://www.googletagmanager.com/gtm.js';
    expect(isChunkLoadFailure(errorOn(tagManager))).toBe(false);
    expect(isChunkLoadFailure(errorOn(document.createElement('img')))).toBe(false);
    expect(isChunkLoadFailure(new Event('error'))).toBe(false);
  });

  it('recognises chunk loaders rejecting', () => {
    expect(isChunkLoadFailure(rejection(Object.assign(new Error('x'), { name: 'ChunkLoadError' })))).toBe(true);
    expect(isChunkLoadFailure(rejection(new Error('Failed to load chunk /_next/static/chunks/1.js')))).toBe(true);
    expect(isChunkLoadFailure(rejection(new Error('Network request failed')))).toBe(false);
    expect(isChunkLoadFailure(rejection(undefined))).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it("recognises the chunk loaders' errors, wherever they surface", () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
  });

  it('leaves every other failure to the error screen', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError('chunk')).toBe(false);
  });
});

describe('reloadForFailedChunk', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('loads the path in full once, then gives up within the window', () => {
    const navigate = jest.fn();
    expect(reloadForFailedChunk('/kontakte', 10_000, navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/kontakte');
    expect(reloadForFailedChunk('/kontakte', 10_000, navigate)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
