/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_TUNING_ON } from '../switches';
import { answerConditionalRequests } from './conditionalRequests';
import { sendLargeStringsAsBuffers } from './largeStringBodies';
import { registerTuning } from './registerTuning';
import { hydrateRenderedPagesAfterPaint } from './renderedPagesAfterPaint';
import { runningNextVersion } from './runningNextVersion';
import { sendSingleLocation } from './singleLocation';

// The patches themselves are tested against real servers beside them; this is which ones run.
jest.mock('./conditionalRequests', () => ({ answerConditionalRequests: jest.fn() }));
jest.mock('./largeStringBodies', () => ({ sendLargeStringsAsBuffers: jest.fn() }));
jest.mock('./singleLocation', () => ({ sendSingleLocation: jest.fn() }));
jest.mock('./renderedPagesAfterPaint', () => ({ hydrateRenderedPagesAfterPaint: jest.fn() }));

describe('registerTuning', () => {
  const warn = jest.fn();
  beforeEach(() => jest.clearAllMocks());

  it('installs every patch of the HTTP responses, silently on the verified Next.js', () => {
    registerTuning({ switches: ALL_TUNING_ON, nextVersion: '16.4.6', warn });
    expect(sendLargeStringsAsBuffers).toHaveBeenCalledTimes(1);
    expect(answerConditionalRequests).toHaveBeenCalledTimes(1);
    expect(sendSingleLocation).toHaveBeenCalledTimes(1);
    expect(hydrateRenderedPagesAfterPaint).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['largeStringBodies', sendLargeStringsAsBuffers, 'CLAVIS_TUNING_LARGE_STRING_BODIES'],
    ['pageEtag', answerConditionalRequests, 'CLAVIS_TUNING_PAGE_ETAG'],
    ['singleLocation', sendSingleLocation, 'CLAVIS_TUNING_SINGLE_LOCATION'],
    ['hydrationAfterPaint', hydrateRenderedPagesAfterPaint, 'CLAVIS_TUNING_HYDRATION_AFTER_PAINT'],
  ] as const)('leaves %s out when its switch is off, and says so once', (name, patch, variable) => {
    registerTuning({ switches: { ...ALL_TUNING_ON, [name]: false }, nextVersion: '16.4.6', warn });
    expect(patch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(variable));
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
