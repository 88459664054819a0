import { checkCredentials, DEV_USERS } from './users';

describe('the test users', () => {
  it("are DESIGN.md's three, each with its password and what it may see (npm start lists them)", () => {
    expect(DEV_USERS.map(({ email, password, groups }) => ({ email, password, groups }))).toEqual([
      { email: 'partner@clavis.example', password: 'partner-demo-1', groups: ['partner'] },
      { email: 'bu-italia@clavis.example', password: 'partner-demo-2', groups: ['partner', 'bu-italy'] },
      { email: 'visitor@clavis.example', password: 'partner-demo-3', groups: [] },
    ]);
    for (const user of DEV_USERS) expect(user.mayAccess).toMatch(/\S/);
  });

  it('checks the password, and reads the e-mail without case or spaces', () => {
    expect(checkCredentials(DEV_USERS, ' Partner@Clavis.example ', 'partner-demo-1')?.id).toBe('partner-1');
    expect(checkCredentials(DEV_USERS, 'partner@clavis.example', 'partner-demo-2')).toBeNull();
    expect(checkCredentials(DEV_USERS, 'nobody@clavis.example', 'partner-demo-1')).toBeNull();
  });
});
