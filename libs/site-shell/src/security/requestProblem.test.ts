import { MAX_URL_LENGTH, requestProblem } from './requestProblem';

describe('requestProblem', () => {
  it('passes what the site can parse', () => {
    for (const url of ['/', '/produkte/futura', '/en/products?x=1&y=a+b', '/produkte/%C3%A4', '/%2F', '/_next/static/a.js', '/api/forms/x']) {
      expect(requestProblem(url.startsWith('/api/') ? 'POST' : 'GET', url)).toBeNull();
    }
  });

  it('refuses bad percent-encoding, control characters and overlong targets', () => {
    for (const url of ['/%', '/%zz', '/produkte/%zz', '/en/%E0%A4%A', '/a%00b', '/a%0A', '/?q=%', '/?switchLocale=%E0%A4%A', 'http://evil/']) {
      expect(requestProblem('GET', url)).toEqual({ status: 400 });
    }
    expect(requestProblem('GET', `/${'a'.repeat(MAX_URL_LENGTH)}`)).toEqual({ status: 414 });
  });

  it('answers 405 with the methods a page or route takes', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(requestProblem(method, '/produkte')).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
    }
    expect(requestProblem('GET', '/api/revalidate')).toEqual({ status: 405, allow: ['POST'] });
    expect(requestProblem('DELETE', '/api/checkStorySlugs')).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
    expect(requestProblem('OPTIONS', '/api/version')).toBeNull();
    expect(requestProblem('PUT', '/api/unknown')).toBeNull();
  });
});
