/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_TUNING_ON } from '../switches';
import { answerConditionalRequests } from './conditionalRequests';
import { sendLargeStringsAsBuffers } from './largeStringBodies';
import { registerTuning, type SiteServer } from './registerTuning';
import { hydrateRenderedPagesAfterPaint } from './renderedPagesAfterPaint';
import { runningNextVersion } from './runningNextVersion';
import { interceptServerRequests, type RequestStep } from './serverRequests';
import { sendSingleLocation } from './singleLocation';
import { installWriteHeadWrappers } from './writeHeadWrappers';

// The patches themselves are tested against real servers beside them; this is which ones run.
jest.mock('./largeStringBodies', () => ({ sendLargeStringsAsBuffers: jest.fn() }));
jest.mock('./serverRequests', () => ({ interceptServerRequests: jest.fn() }));
jest.mock('./writeHeadWrappers', () => ({ installWriteHeadWrappers: jest.fn() }));

const wrappers = () => jest.mocked(installWriteHeadWrappers).mock.calls[0]?.[0] ?? {};
const steps = () => jest.mocked(interceptServerRequests).mock.calls[0]?.[0] ?? [];

const refuse = jest.fn<boolean, Parameters<RequestStep>>(() => false);
const site: SiteServer = {
  refuse,
  stamp: jest.fn(),
  earlyRoutes: {},
  serverRoutes: {},
  earlyHeaders: {},
  pagePolicy: { scriptSourcesHeader: 'x-sources', cachedPage: () => '', renderedPage: () => undefined },
};

describe('registerTuning', () => {
  const warn = jest.fn();
  beforeEach(() => jest.clearAllMocks());

  it('installs every patch of the HTTP responses, silently on the verified Next.js', () => {
    registerTuning({ switches: ALL_TUNING_ON, nextVersion: '16.4.6', warn, site });
    expect(sendLargeStringsAsBuffers).toHaveBeenCalledTimes(1);
    expect(installWriteHeadWrappers).toHaveBeenCalledTimes(1);
    expect(wrappers()).toMatchObject({
      renderedPagesAfterPaint: hydrateRenderedPagesAfterPaint,
      singleLocation: sendSingleLocation,
      conditionalRequests: answerConditionalRequests,
      sharedCachePolicy: expect.any(Function),
      pagePolicy: expect.any(Function),
    });
    expect(steps()).toHaveLength(3);
    expect(steps()[0]).toBe(refuse);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the request steps and the page policy to the site: none without one', () => {
    registerTuning({ switches: ALL_TUNING_ON, nextVersion: '16.4.6', warn });
    expect(interceptServerRequests).not.toHaveBeenCalled();
    expect(wrappers().pagePolicy).toBeUndefined();
  });

  it.each([
    ['singleLocation', 'CLAVIS_TUNING_SINGLE_LOCATION'],
    ['conditionalRequests', 'CLAVIS_TUNING_PAGE_ETAG'],
    ['renderedPagesAfterPaint', 'CLAVIS_TUNING_HYDRATION_AFTER_PAINT'],
  ] as const)('leaves the %s wrapper out when its switch is off, and says so once', (step, variable) => {
    const name = { singleLocation: 'singleLocation', conditionalRequests: 'pageEtag', renderedPagesAfterPaint: 'hydrationAfterPaint' }[step];
    registerTuning({ switches: { ...ALL_TUNING_ON, [name]: false }, nextVersion: '16.4.6', warn, site });
    expect(wrappers()[step]).toBeFalsy();
    expect(wrappers().pagePolicy).toEqual(expect.any(Function));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(variable));
  });

  it("holds rendered pages for the site's own rewrite, whatever the hydration switch says", () => {
    const renderedPageHtml = (html: string) => html;
    registerTuning({ switches: { ...ALL_TUNING_ON, hydrationAfterPaint: false }, nextVersion: '16.4.6', warn, site: { ...site, renderedPageHtml } });
    expect(wrappers().renderedPagesAfterPaint).toEqual(expect.any(Function));
    jest.clearAllMocks();
    registerTuning({ switches: ALL_TUNING_ON, nextVersion: '16.4.6', warn, site: { ...site, renderedPageHtml } });
    expect(wrappers().renderedPagesAfterPaint).toEqual(expect.any(Function));
    expect(wrappers().renderedPagesAfterPaint).not.toBe(hydrateRenderedPagesAfterPaint);
  });

  it('leaves large strings alone when their switch is off', () => {
    registerTuning({ switches: { ...ALL_TUNING_ON, largeStringBodies: false }, nextVersion: '16.4.6', warn, site });
    expect(sendLargeStringsAsBuffers).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CLAVIS_TUNING_LARGE_STRING_BODIES'));
  });

  it('with the request guard off, still stamps and answers early, and names it a security control', () => {
    registerTuning({ switches: { ...ALL_TUNING_ON, requestGuard: false }, nextVersion: '16.4.6', warn, site });
    expect(steps()).toHaveLength(2);
    expect(steps()).not.toContain(refuse);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CLAVIS_TUNING_REQUEST_GUARD (a security control)'));
  });

  it('warns once on another Next.js minor', () => {
    registerTuning({ switches: ALL_TUNING_ON, nextVersion: '16.5.1', warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('running 16.5.1'));
  });
});

describe('runningNextVersion', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'next-version-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads the next/package.json Node would resolve from the directory, hoisted or not', () => {
    mkdirSync(join(root, 'node_modules/next'), { recursive: true });
    mkdirSync(join(root, 'apps/site/src'), { recursive: true });
    writeFileSync(join(root, 'node_modules/next/package.json'), JSON.stringify({ version: '16.4.9' }));
    expect(runningNextVersion(join(root, 'apps/site'))).toBe('16.4.9');
  });

  it('is the workspace Next.js from here', () => {
    expect(runningNextVersion(__dirname)).toBe((jest.requireActual('next/package.json') as { version: string }).version);
  });
});
