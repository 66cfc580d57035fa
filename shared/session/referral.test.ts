import { appendReferral, captureReferral, readReferral } from './referral';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

beforeEach(() => localStorage.clear());

describe('captureReferral', () => {
  it('reads rcode and icode with the current URL', () => {
    const url = 'https://site.example/home?rcode=R1&icode=I1';
    expect(captureReferral(url)).toEqual({ rcode: 'R1', icode: 'I1', originalUrl: url });
    expect(localStorage.getItem('rcode')).toBe('R1');
    expect(localStorage.getItem('icode')).toBe('I1');
    expect(localStorage.getItem('originalUrl')).toBe(url);
  });

  it.each([
    ['r_code', 'i_code'],
    ['r_Code', 'i_Code'],
  ])('accepts the alternative names %s and %s', (r, i) => {
    captureReferral(`https://site.example/?${r}=RX&${i}=IX`);
    expect(readReferral()).toMatchObject({ rcode: 'RX', icode: 'IX' });
  });

  it('keeps earlier codes and their landing URL when a later visit has none', () => {
    const landing = 'https://site.example/?rcode=R1';
    captureReferral(landing);
    captureReferral('https://site.example/home');
    expect(readReferral()).toEqual({ rcode: 'R1', icode: null, originalUrl: landing });
  });
});

describe('appendReferral', () => {
  it('appends the codes on a mobile user agent, keeping query and hash', () => {
    captureReferral('https://site.example/?rcode=R 1&icode=I1');
    expect(appendReferral('https://h5.example/reg', IPHONE)).toBe(
      'https://h5.example/reg?rcode=R+1&icode=I1',
    );
    expect(appendReferral('https://h5.example/reg?a=1#top', IPHONE)).toBe(
      'https://h5.example/reg?a=1&rcode=R+1&icode=I1#top',
    );
  });

  it('leaves the link alone on desktop or without codes', () => {
    expect(appendReferral('https://h5.example/reg', IPHONE)).toBe('https://h5.example/reg');
    captureReferral('https://site.example/?icode=I1');
    expect(appendReferral('https://h5.example/reg', DESKTOP)).toBe('https://h5.example/reg');
    expect(appendReferral('https://h5.example/reg', IPHONE)).toBe('https://h5.example/reg?icode=I1');
  });
});
