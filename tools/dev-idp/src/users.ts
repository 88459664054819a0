import { createHash, timingSafeEqual } from 'node:crypto';

/** A trade-partner test user of DESIGN.md section 6. */
export interface DevUser {
  /** The stable subject (`sub`). */
  id: string;
  email: string;
  name: string;
  groups: readonly string[];
  password: string;
  /** What the user may see in the extranet, in words (the README's table, `npm start`'s last lines). */
  mayAccess?: string;
}

/** DESIGN.md section 6's three test users (development passwords, listed in the README). */
export const DEV_USERS: readonly DevUser[] = [
  {
    id: 'partner-1',
    email: 'partner@clavis.example',
    name: 'Paula Partner',
    groups: ['partner'],
    password: 'partner-demo-1',
    mayAccess: 'the whole extranet but the BU Italia documentation (403 there)',
  },
  {
    id: 'bu-italia-1',
    email: 'bu-italia@clavis.example',
    name: 'Bruno Italia',
    groups: ['partner', 'bu-italy'],
    password: 'partner-demo-2',
    mayAccess: 'the whole extranet, the BU Italia documentation included',
  },
  {
    id: 'visitor-1',
    email: 'visitor@clavis.example',
    name: 'Vera Visitor',
    groups: [],
    password: 'partner-demo-3',
    mayAccess: 'nothing of the extranet: every area answers 403',
  },
];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The user whose e-mail and password match, or null; compared in constant time. */
export function checkCredentials(users: readonly DevUser[], email: string, password: string): DevUser | null {
  const user = users.find((candidate) => candidate.email === email.trim().toLowerCase());
  // Compare even for an unknown e-mail, so the answer takes as long either way.
  const matches = timingSafeEqual(digest(user?.password ?? '\u0000no-user'), digest(password));
  return user && matches ? user : null;
}

export function findUser(users: readonly DevUser[], id: string): DevUser | undefined {
  return users.find((user) => user.id === id);
}
