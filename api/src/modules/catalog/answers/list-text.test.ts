import { BoundedTexts } from './bounded-texts';
import { joinItems, pageBytes, pageOfList } from './list-text';

describe('joinItems and pageOfList', () => {
  // Characters of two and three bytes in UTF-8 ("ø", "å", "–"): pages are cut by byte offsets.
  const items = ['{"a":1}', '{"b":"røykvarsler, 2,8–12 mm"}', '{"c":[1,2],"d":"å"}', '{}', '{"e":"–"}'];
  const list = joinItems(items);
  const expectedPage = (offset: number, limit?: number) =>
    JSON.stringify(items.slice(offset, limit === undefined ? undefined : offset + limit).map((item) => JSON.parse(item)));

  it('encodes the items once as one UTF-8 JSON array', () => {
    expect(list.body.toString('utf8')).toBe(`[${items.join(',')}]`);
    expect(list.body.length).toBe(Buffer.byteLength(`[${items.join(',')}]`));
    expect(pageOfList(list, 0)).toBe(list.body);
  });

  it('cuts any page out of it, as valid UTF-8 JSON of exactly those items, and knows its size beforehand', () => {
    for (let offset = 0; offset <= items.length + 1; offset += 1) {
      for (const limit of [undefined, 1, 2, 3, 10]) {
        const page = pageOfList(list, offset, limit);
        expect(page.toString('utf8')).toBe(expectedPage(offset, limit));
        expect(Buffer.from(page.toString('utf8')).equals(page)).toBe(true);
        expect(pageBytes(list, offset, limit)).toBe(page.length);
      }
    }
  });

  it('answers an empty array for an empty list', () => {
    expect(joinItems([]).body.toString()).toBe('[]');
    expect(pageOfList(joinItems([]), 0).toString()).toBe('[]');
    expect(pageBytes(joinItems([]), 0)).toBe(2);
  });
});

describe('BoundedTexts', () => {
  it('makes each text once while it is kept', () => {
    let made = 0;
    const texts = new BoundedTexts<string>(1_000);
    const make = (key: string) => () => {
      made += 1;
      return `text of ${key}`;
    };
    expect(texts.get('a', make('a'))).toBe('text of a');
    expect(texts.get('a', make('a'))).toBe('text of a');
    expect(texts.peek('a')).toBe('text of a');
    expect(texts.peek('b')).toBeUndefined();
    expect(made).toBe(1);
  });

  it('keeps what is asked for often and lets go of the rest within its budget', () => {
    const texts = new BoundedTexts<number>(100);
    let made = 0;
    const make = () => {
      made += 1;
      return 'x'.repeat(10);
    };
    for (let key = 0; key < 1_000; key += 1) {
      texts.get(key, make);
      texts.get(-1, make); // asked for every time
    }
    const before = made;
    texts.get(-1, make);
    expect(made).toBe(before);
    texts.get(0, make);
    expect(made).toBe(before + 1);
  });

  it('counts Buffers by their bytes', () => {
    const texts = new BoundedTexts<string, Buffer>(100);
    texts.get('big', () => Buffer.alloc(40));
    texts.get('other', () => Buffer.alloc(40)); // 80 bytes, over half the budget: the newer half becomes the older
    texts.get('third', () => Buffer.alloc(40));
    texts.get('fourth', () => Buffer.alloc(40)); // and again: the half holding 'big' is dropped
    expect(texts.peek('big')).toBeUndefined();
    expect(texts.peek('third')?.length).toBe(40);
  });
});
