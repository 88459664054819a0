import { fileIdentity } from './fileIdentity';

describe('fileIdentity', () => {
  it('is the same for two links to one file with different grants, and differs between files', () => {
    const link = (grant: string, path: string) => ({ href: `/api/extranet/files/${grant}.sig-${grant}/f/1/0x0/${path}` });
    expect(fileIdentity(link('eyJzIjoiYSJ9', 'a.jpg'))).toBe(fileIdentity(link('eyJzIjoiYiJ9', 'a.jpg')));
    expect(fileIdentity(link('eyJzIjoiYSJ9', 'a.jpg'))).toBe('/api/extranet/files/f/1/0x0/a.jpg');
    expect(fileIdentity(link('eyJzIjoiYSJ9', 'a.jpg'))).not.toBe(fileIdentity(link('eyJzIjoiYSJ9', 'b.jpg')));
  });

  it('leaves a link without a grant as it is', () => {
    expect(fileIdentity({ href: '/fixtures/picture.jpg' })).toBe('/fixtures/picture.jpg');
  });
});
