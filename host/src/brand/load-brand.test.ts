import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlinedBrand, loadBrand } from './load-brand';

const royal = JSON.parse(readFileSync(join(__dirname, '../../brands/royal.json'), 'utf8')) as {
  brand: string;
};
const index = {
  default: 'default',
  brands: [
    { brand: 'default', hosts: ['localhost'] },
    { brand: 'royal', hosts: ['royal.localhost'] },
  ],
};

function inline(data: unknown): void {
  document.head.innerHTML = `<script id="site-brand" type="application/json">${JSON.stringify(data)}</script>`;
}

describe('the brand the server inlined into index.html', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('starts the site with no brand request when the page carries its brand', async () => {
    inline({ index, brand: { ...royal, brand: 'default' } });
    const brand = await loadBrand();
    expect(brand.brand).toBe('default');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the brand this tab remembers when the server inlined another', async () => {
    inline({ index, brand: { ...royal, brand: 'default' } });
    window.sessionStorage.setItem('brand', 'royal');
    fetchMock.mockResolvedValue({ ok: true, json: async () => royal });
    const brand = await loadBrand();
    expect(brand.brand).toBe('royal');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/brands/royal.json');
  });

  it('ignores a data block that is not a brand', () => {
    inline({ index, brand: { brand: 'x' } });
    expect(inlinedBrand(document)).toBeNull();
    document.head.innerHTML = '<script id="site-brand" type="application/json">{not json</script>';
    expect(inlinedBrand(document)).toBeNull();
  });
});
