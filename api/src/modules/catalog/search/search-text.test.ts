import { allowedTypos, editDistance, trigrams } from './edit-distance';
import { codeParts, foldText, skuKey, splitWords } from './normalise-text';
import { queryWords } from './search-index';
import { stemEnglish, stemNorwegian } from './stemmers';

describe('folding and splitting', () => {
  it('folds Norwegian letters and accents, so typed and spelled forms meet', () => {
    expect(foldText('Kameraovervåkning')).toBe('kameraovervakning');
    expect(foldText('RØYKVARSLER')).toBe('roykvarsler');
    expect(foldText('Ærlig café')).toBe('aerlig cafe');
  });

  it('splits into words of letters and digits', () => {
    expect(splitWords(foldText('2,8–12 mm · IR 60 m'))).toEqual(['2', '8', '12', 'mm', 'ir', '60', 'm']);
  });

  it('splits model codes into their letter and digit runs', () => {
    expect(codeParts('2cd2043g2')).toEqual(['2', 'cd', '2043', '2']);
    expect(codeParts('kamera')).toEqual([]);
    expect(codeParts('2043')).toEqual([]);
  });

  it('compares SKUs by their letters and digits only', () => {
    expect(skuKey('opt b4z-34')).toBe(skuKey('OPT-B4Z-34'));
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryWords('kamera for utendørs bruk')).toEqual(['kamera', 'utendors', 'bruk']);
    expect(queryWords('for')).toEqual(['for']);
  });
});

describe('stemmers', () => {
  it.each([
    ['kamera', 'kameraer', 'kameraet', 'kameraene'],
    ['detektor', 'detektorer', 'detektoren', 'detektorene'],
    ['sirene', 'sirener', 'sirenen', 'sirenene'],
    ['roykvarsler', 'roykvarslere', 'roykvarsleren', 'roykvarslerne'],
    ['sentral', 'sentraler', 'sentralen', 'sentralene'],
  ])('gives the Norwegian forms of %s one stem', (...forms) => {
    expect(new Set(forms.map(stemNorwegian)).size).toBe(1);
  });

  it.each([
    ['camera', 'cameras'],
    ['battery', 'batteries'],
    ['switch', 'switches'],
    ['detector', 'detectors'],
  ])('gives the English forms of %s one stem', (...forms) => {
    expect(new Set(forms.map(stemEnglish)).size).toBe(1);
  });

  it('leaves short words and numbers alone', () => {
    expect(stemNorwegian('pir')).toBe('pir');
    expect(stemNorwegian('2043')).toBe('2043');
    expect(stemEnglish('gas')).toBe('gas');
    expect(stemEnglish('class')).toBe('class');
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one typo each', () => {
    expect(editDistance('hikvison', 'hikvision', 2)).toBe(1);
    expect(editDistance('axsi', 'axis', 2)).toBe(1);
    expect(editDistance('kamrea', 'kamera', 2)).toBe(1);
    expect(editDistance('detecter', 'detektor', 2)).toBe(2);
  });

  it('gives up beyond the allowed distance', () => {
    expect(editDistance('alarm', 'kamera', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows more typos in longer words, none in short ones', () => {
    expect([3, 4, 7, 8].map(allowedTypos)).toEqual([0, 1, 1, 2]);
  });

  it('makes padded trigrams as pg_trgm does', () => {
    expect(trigrams('kam')).toEqual(['  k', ' ka', 'kam', 'am ']);
  });
});
