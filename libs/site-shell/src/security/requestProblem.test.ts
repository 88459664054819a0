import { MAX_URL_LENGTH, requestProblem, routerStateProblem } from './requestProblem';

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
    // The logout's end of the partner's download links, and nothing else of the extranet API, takes DELETE.
    expect(requestProblem('DELETE', '/api/extranet/session')).toBeNull();
    expect(requestProblem('GET', '/api/extranet/session')).toEqual({ status: 405, allow: ['DELETE'] });
    expect(requestProblem('DELETE', '/api/extranet/de/kataloge')).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
  });

  it("takes a POST on a page only as a draft session's server function call", () => {
    expect(requestProblem('POST', '/uber-uns', { draftAction: true })).toBeNull();
    expect(requestProblem('POST', '/uber-uns', { draftAction: false })).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
    expect(requestProblem('PUT', '/uber-uns', { draftAction: true })).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
    expect(requestProblem('POST', '/api/checkStorySlugs', { draftAction: true })).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
  });

  it('answers 405 to methods Fetch forbids on every path, those left to Next.js included (it answered TRACE with 500)', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'trace']) {
      expect(requestProblem(method, '/_next/de/produkte?page=-1')).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
      expect(requestProblem(method, '/api/unknown?switchLocale=en')).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
    }
    expect(requestProblem('TRACE', '/api/search')).toEqual({ status: 405, allow: ['POST'] });
  });
});

describe('routerStateProblem', () => {
  it("passes no header and the router's own (percent-encoded JSON, an array)", () => {
    expect(routerStateProblem(undefined)).toBeNull();
    expect(routerStateProblem(encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])))).toBeNull();
  });

  it('refuses one that does not decode, is not JSON or not an array, or comes twice', () => {
    for (const header of ['%zz', '%E0%A4%A', '["",{}', 'null', '{}', '1']) expect(routerStateProblem(header)).toEqual({ status: 400 });
    expect(routerStateProblem(['[]', '[]'])).toEqual({ status: 400 });
  });
});
