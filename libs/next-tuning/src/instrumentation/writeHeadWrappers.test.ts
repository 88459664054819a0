/** @jest-environment node */
import type { PatchedMethod } from './patchOnce';
import { installWriteHeadWrappers, WRITE_HEAD_ORDER, type WriteHeadStep, type WriteHeadWrapper } from './writeHeadWrappers';

/** A stand-in response whose `writeHead` records the call; each wrapper records its step first. */
function recordingResponse() {
  const calls: string[] = [];
  const target = {
    writeHead(...args: unknown[]) {
      calls.push(`node ${String(args[0])}`);
      return this;
    },
  };
  const tracing = (step: WriteHeadStep): WriteHeadWrapper => (writeHead: PatchedMethod) =>
    function traced(this: never, ...args: unknown[]) {
      calls.push(step);
      return Reflect.apply(writeHead, this, args);
    };
  return { calls, target, tracing };
}

describe('installWriteHeadWrappers', () => {
  it('runs the wrappers in WRITE_HEAD_ORDER, whatever order they are given in, then Node’s writeHead', () => {
    const { calls, target, tracing } = recordingResponse();
    const given = Object.fromEntries(WRITE_HEAD_ORDER.toReversed().map((step) => [step, tracing(step)]));
    installWriteHeadWrappers(given, target);
    target.writeHead(200);
    expect(calls).toEqual([...WRITE_HEAD_ORDER, 'node 200']);
  });

  it('documents the order the site relies on: the held page decides first, the page policy last', () => {
    expect(WRITE_HEAD_ORDER).toEqual(['renderedPagesAfterPaint', 'singleLocation', 'conditionalRequests', 'sharedCachePolicy', 'pagePolicy']);
  });

  it('leaves out a step that is off, and installs once', () => {
    const { calls, target, tracing } = recordingResponse();
    installWriteHeadWrappers({ pagePolicy: tracing('pagePolicy'), singleLocation: false, conditionalRequests: tracing('conditionalRequests') }, target);
    installWriteHeadWrappers({ singleLocation: tracing('singleLocation') }, target);
    target.writeHead(304);
    expect(calls).toEqual(['conditionalRequests', 'pagePolicy', 'node 304']);
  });
});
