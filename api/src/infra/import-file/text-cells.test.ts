import { MAX_JSON_DEPTH, jsonTextProblems, textCellProblem } from './text-cells';

describe('a text cell', () => {
  it.each(['=1+1', '+47 22', '-5', '@SUM(A1)', '  =1', '\t=1', '\u00a0+1', '＝1', '＋1', '－1', '＠A'])('beginning as %j is refused: a spreadsheet would run it', (value) => {
    expect(textCellProblem('title_nb', value)).toMatch(/^title_nb begins with ".", which a spreadsheet would run as a formula/);
  });

  it.each(['Dørlås', '5-7', 'a=b', 'kr 1 990,-', '−20 °C', 'e-post@firma.no', ''])('such as %j is taken', (value) => {
    expect(textCellProblem('title_nb', value)).toBeNull();
  });

  it('is refused with NUL or half a surrogate pair, which PostgreSQL cannot store', () => {
    expect(textCellProblem('sku', 'A\u0000B')).toMatch(/^sku holds the NUL character/);
    expect(textCellProblem('sku', 'A\ud800B')).toMatch(/^sku holds half of a surrogate pair/);
    expect(textCellProblem('sku', 'A\udc00')).toMatch(/^sku holds half of a surrogate pair/);
    expect(textCellProblem('sku', '😀')).toBeNull();
  });
});

describe('the texts of a JSON file', () => {
  it('are each checked, named by the list entry and the field', () => {
    const document = { products: [{ skuId: 'A', title: { nb: 'Lås', en: '=cmd' } }, { specs: [{ label: { nb: '@x' } }] }] };
    expect(jsonTextProblems(document)).toEqual([
      expect.stringMatching(/^products\[0\]: title\.en begins with "="/),
      expect.stringMatching(/^products\[1\]: specs\[0\]\.label\.nb begins with "@"/),
    ]);
  });

  it('stop at a nesting no import file has, without a stack overflow', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(jsonTextProblems({ products: deep })).toEqual([`products[0]: the file nests deeper than ${MAX_JSON_DEPTH} levels, which no import file does`]);
  });
});
