/** @jest-environment node */
import { ALL_TUNING_ON, readTuningSwitches, switchedOff, TUNING_SWITCHES, TuningSwitchError } from './switches';

describe('readTuningSwitches', () => {
  it('turns every patch on when nothing is set, or set to on', () => {
    expect(readTuningSwitches({})).toEqual(ALL_TUNING_ON);
    expect(readTuningSwitches({ CLAVIS_TUNING_PAGE_ETAG: 'on', CLAVIS_TUNING_COMPILE_HINTS: '' })).toEqual(ALL_TUNING_ON);
  });

  it('turns off exactly the patches whose variable says off', () => {
    const switches = readTuningSwitches({ CLAVIS_TUNING_HYDRATION_AFTER_PAINT: 'off', CLAVIS_TUNING_LARGE_STRING_BODIES: ' OFF ' });
    expect(switches).toEqual({ ...ALL_TUNING_ON, hydrationAfterPaint: false, largeStringBodies: false });
    expect(switchedOff(switches)).toEqual(['CLAVIS_TUNING_HYDRATION_AFTER_PAINT', 'CLAVIS_TUNING_LARGE_STRING_BODIES']);
  });

  it('marks a security control that is off as one', () => {
    expect(switchedOff({ ...ALL_TUNING_ON, requestGuard: false, earlyAnswers: false })).toEqual(['CLAVIS_TUNING_REQUEST_GUARD (a security control)', 'CLAVIS_TUNING_EARLY_ANSWERS']);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => readTuningSwitches({ CLAVIS_TUNING_SINGLE_LOCATION: 'false' })).toThrow(TuningSwitchError);
    expect(() => readTuningSwitches({ CLAVIS_TUNING_SINGLE_LOCATION: 'false' })).toThrow(/^CLAVIS_TUNING_SINGLE_LOCATION="false": expected "on" or "off"/);
  });

  it('names one CLAVIS_TUNING_ variable per switch', () => {
    const variables = Object.values(TUNING_SWITCHES);
    expect(new Set(variables).size).toBe(variables.length);
    for (const variable of variables) expect(variable).toMatch(/^CLAVIS_TUNING_[A-Z_]+$/);
  });
});
