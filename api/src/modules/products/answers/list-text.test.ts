import { BoundedTexts } from './bounded-texts';
import { joinItems, pageOfList } from './list-text';

describe('joinItems and pageOfList', () => {
  const items = ['{"a":1}', '{"b":"x,y"}', '{"c":[1,2]}', '{}'];
  const list = joinItems(items);

  it('joins items into one JSON array and cuts any page out of it', () => {
    expect(list.text).toBe(`[${items.join(',')}]`);
    expect(pageOfList(list, 0)).toBe(list.text);
    for (let offset = 0; offset <= items.length + 1; offset += 1) {
      for (const limit of [undefined, 1, 2, 3, 10]) {
        const expected = JSON.stringify(items.slice(offset, limit === undefined ? undefined : offset + limit).map((item) => JSON.parse(item)));
        expect(pageOfList(list, offset, limit)).toBe(expected);
      }
    }
  });

  it('answers an empty array for an empty list', () => {
    expect(pageOfList(joinItems([]), 0)).toBe('[]');
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
});
