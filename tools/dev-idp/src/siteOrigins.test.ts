import { siteOrigins } from './siteOrigins';

describe('siteOrigins', () => {
  it("accepts each market site's port (its market config) on 127.0.0.1 and localhost, and the extra origins", () => {
    const origins = siteOrigins(' https://www.clavis.de/path , ');
    for (const port of [3000, 3001, 3002, 3003, 3004]) {
      expect(origins).toContain(`http://127.0.0.1:${port}`);
      expect(origins).toContain(`http://localhost:${port}`);
    }
    expect(origins).toContain('https://www.clavis.de');
    expect(origins).toHaveLength(11);
  });
});
